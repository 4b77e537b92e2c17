import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { noStore } from '@/lib/server/auth/route';
import { deleteAvatar, toPortalUser } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** DELETE /user/update/avatar: the photo is removed and `image` becomes null. */
export function DELETE(request: Request) {
  return respond(request, async () => {
    const caller = await requireInvestor(request, { verified: true });
    return noStore(ok(toPortalUser(await deleteAvatar(caller))));
  });
}

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
