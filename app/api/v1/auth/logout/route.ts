import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { withCookie } from '@/lib/server/auth/route';
import { logout } from '@/lib/server/auth/service';
import { clearedSessionCookie } from '@/lib/server/auth/tokens';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * GET /auth/logout: revokes this token's session on the server and clears the cookie (also when the
 * token is already invalid: then the answer is 401). A cookie-only caller must be same-origin.
 */
export async function GET(request: Request) {
  const response = await respond(request, async () => {
    const caller = await requireInvestor(request, { write: true });
    await logout(caller);
    return ok({ loggedOut: true });
  });
  return withCookie(response, clearedSessionCookie());
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
