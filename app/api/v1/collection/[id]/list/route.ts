import { favouritesRoute, pageOf } from '@/lib/server/favourites/route';
import { listItems, parseId } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** GET /collection/{id}/list?page&limit → `{ items: FolderItem[], totalCount }`, newest first. */
export const GET = favouritesRoute(async (request, caller, { id }) => listItems(caller, parseId(id), pageOf(request)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
