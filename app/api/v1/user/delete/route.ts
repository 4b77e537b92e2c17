import { deleteAccountSchema } from '@/lib/auth/schemas/account';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, parseOr422, readBody, withCookie } from '@/lib/server/http';
import { deleteAccount } from '@/lib/server/auth/service';
import { clearedSessionCookie } from '@/lib/server/auth/tokens';

/**
 * POST /user/delete (bearer or cookie) with `{ password }`: withdraws the 152-FZ consent and closes the account —
 * the investor record, photo and sessions are removed and the session cookie cleared. Wrong password: 422 `password`.
 */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { write: true });
  const { password } = parseOr422(deleteAccountSchema, (await readBody(request)).fields);
  await deleteAccount(caller, password);
  return withCookie(ok({ deleted: true }), clearedSessionCookie());
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
