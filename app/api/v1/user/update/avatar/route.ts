import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';
import { deleteAvatar, toPortalUser } from '@/lib/server/auth/service';

/** DELETE /user/update/avatar: the photo is removed and `image` becomes null. */
export const DELETE = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  return noStore(ok(toPortalUser(await deleteAvatar(caller))));
});

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
