import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { deleteItem, FAVOURITES_API } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';

type Context = { params: Promise<{ id: string; itemId: string }> };

/** DELETE /collection/{idFolder}/{id} → `{ deleted: true }` (the folder's segment is `[id]`, Next wants one name per level). */
export const DELETE = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const { id, itemId } = await params;
  return noStore(ok(await deleteItem(caller, recordId(id), recordId(itemId))));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
