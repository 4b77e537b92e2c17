import { favouritesRoute } from '@/lib/server/favourites/route';
import { deleteItem, parseId } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** DELETE /collection/{idFolder}/{id} → `{ deleted: true }` (the folder's segment is `[id]`, Next wants one name per level). */
export const DELETE = favouritesRoute(async (_request, caller, { id, itemId }) => deleteItem(caller, parseId(id), parseId(itemId)));

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
