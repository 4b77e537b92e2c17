import { favouritesRoute } from '@/lib/server/favourites/route';
import { deleteFolder } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** DELETE /collection/{id} → `{ deleted: true }`: the folder with its pages (our addition). */
export const DELETE = favouritesRoute(async (_request, caller, { id }) => deleteFolder(caller, recordId(id)));

export const { GET, HEAD, POST, PUT, PATCH } = methodNotAllowed(['DELETE']);
