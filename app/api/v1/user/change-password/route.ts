import { changePasswordSchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, parseOr422, readBody, withCookie } from '@/lib/server/http';
import { changePassword } from '@/lib/server/auth/service';
import { sessionCookie } from '@/lib/server/auth/tokens';

/**
 * POST /user/change-password (current_password, new_password): `result.token` replaces the stored one;
 * every other session of the user (the old token included) is revoked; the cookie is replaced.
 */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  const input = parseOr422(changePasswordSchema, (await readBody(request)).fields);
  const { token, persist } = await changePassword(caller, input.current_password, input.new_password);
  return withCookie(ok({ token }), sessionCookie(token, persist));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
