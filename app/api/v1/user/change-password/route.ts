import { changePasswordSchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { withCookie } from '@/lib/server/auth/route';
import { changePassword } from '@/lib/server/auth/service';
import { sessionCookie } from '@/lib/server/auth/tokens';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * POST /user/change-password (current_password, new_password): `result.token` replaces the stored one;
 * every other session of the user (the old token included) is revoked; the cookie is replaced.
 */
export function POST(request: Request) {
  return respond(request, async () => {
    const caller = await requireInvestor(request, { verified: true });
    const input = parseOr422(changePasswordSchema, (await readBody(request)).fields);
    const { token, persist } = await changePassword(caller, input.current_password, input.new_password);
    return withCookie(ok({ token }), sessionCookie(token, persist));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
