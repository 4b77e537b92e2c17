import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { deleteFolder, FAVOURITES_API } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';

type Context = { params: Promise<{ id: string }> };

/** DELETE /collection/{id} → `{ deleted: true }`: the folder with its pages (our addition). */
export const DELETE = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  return noStore(ok(await deleteFolder(caller, recordId((await params).id))));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
