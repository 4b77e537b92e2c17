import { favouritesRoute } from '@/lib/server/favourites/route';
import { deleteItem } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** DELETE /collection/{idFolder}/{id} → `{ deleted: true }` (the folder's segment is `[id]`, Next wants one name per level). */
export const DELETE = favouritesRoute(async (_request, caller, { id, itemId }) => deleteItem(caller, recordId(id), recordId(itemId)));

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
