import { favouritesRoute, pageOf } from '@/lib/server/favourites/route';
import { listItems } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** GET /collection/{id}/list?page&limit → `{ items: FolderItem[], totalCount }`, newest first. */
export const GET = favouritesRoute(async (request, caller, { id }) => listItems(caller, recordId(id), pageOf(request)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
