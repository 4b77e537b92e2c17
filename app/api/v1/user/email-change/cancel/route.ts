import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';
import { cancelEmailChange, toPortalUser } from '@/lib/server/auth/service';

/** POST /user/email-change/cancel (bearer or cookie): drops a pending e-mail change; answers the user (`pendingEmail: null`). */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { write: true });
  return noStore(ok(toPortalUser(await cancelEmailChange(caller))));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
