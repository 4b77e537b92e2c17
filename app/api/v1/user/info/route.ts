import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { noStore } from '@/lib/server/auth/route';
import { toPortalUser } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** GET /user/info (bearer or the session cookie): the logged-in user (spec §3), confirmed or not. */
export function GET(request: Request) {
  return respond(request, async () => {
    const { user } = await requireInvestor(request);
    return noStore(ok(toPortalUser(user)));
  });
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
