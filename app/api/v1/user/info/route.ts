import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';
import { toPortalUser } from '@/lib/server/auth/service';

/** GET /user/info (bearer or the session cookie): the logged-in user (spec §3), confirmed or not. */
export const GET = handle(async (request: Request) => {
  const { user } = await requireInvestor(request);
  return noStore(ok(toPortalUser(user)));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
