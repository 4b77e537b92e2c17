import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { noStore } from '@/lib/server/auth/route';
import { cancelEmailChange, toPortalUser } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /user/email-change/cancel (bearer or cookie): drops a pending e-mail change; answers the user (`pendingEmail: null`). */
export function POST(request: Request) {
  return respond(request, async () => {
    const caller = await requireInvestor(request, { write: true });
    return noStore(ok(toPortalUser(await cancelEmailChange(caller))));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
