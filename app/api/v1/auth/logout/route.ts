import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, withCookie } from '@/lib/server/http';
import { logout } from '@/lib/server/auth/service';
import { clearedSessionCookie } from '@/lib/server/auth/tokens';

/**
 * GET /auth/logout: revokes this token's session on the server and clears the cookie (also when the
 * token is already invalid: then the answer is 401). A cookie-only caller must be same-origin.
 */
export const GET = handle(
  async (request: Request) => {
    const caller = await requireInvestor(request, { write: true });
    await logout(caller);
    return ok({ loggedOut: true });
  },
  { onAnswer: (response) => withCookie(response, clearedSessionCookie()) },
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
