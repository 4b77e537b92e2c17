import { favouritesRoute } from '@/lib/server/favourites/route';
import { deleteFolder, parseId } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** DELETE /collection/{id} → `{ deleted: true }`: the folder with its pages (our addition). */
export const DELETE = favouritesRoute(async (_request, caller, { id }) => deleteFolder(caller, parseId(id)));

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
