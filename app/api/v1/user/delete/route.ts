import { deleteAccountSchema } from '@/lib/auth/schemas/account';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { withCookie } from '@/lib/server/auth/route';
import { deleteAccount } from '@/lib/server/auth/service';
import { clearedSessionCookie } from '@/lib/server/auth/tokens';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * POST /user/delete (bearer or cookie) with `{ password }`: withdraws the 152-FZ consent and closes the account —
 * the investor record, photo and sessions are removed and the session cookie cleared. Wrong password: 422 `password`.
 */
export async function POST(request: Request) {
  let deleted = false;
  const response = await respond(request, async () => {
    const caller = await requireInvestor(request, { write: true });
    const { password } = parseOr422(deleteAccountSchema, (await readBody(request)).fields);
    await deleteAccount(caller, password);
    deleted = true;
    return ok({ deleted: true });
  });
  return deleted ? withCookie(response, clearedSessionCookie()) : response;
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
