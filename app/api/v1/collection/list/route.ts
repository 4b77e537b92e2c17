import { favouritesRoute, pageOf } from '@/lib/server/favourites/route';
import { listFolders } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** GET /collection/list?page&limit → `{ items: Folder[], totalCount }`, newest first. */
export const GET = favouritesRoute(async (request, caller) => listFolders(caller, pageOf(request)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
