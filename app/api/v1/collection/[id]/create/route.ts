import { folderItemCreateSchema } from '@/lib/submissions/schemas/favourites';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { favouritesRoute } from '@/lib/server/favourites/route';
import { addItem } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /collection/{id}/create `{ page_url, page_title, page_image?, comment? }` → FolderItem (the same page again: the item already there). */
export const POST = favouritesRoute(async (request, caller, { id }) => {
  const data = parseOr422(folderItemCreateSchema, (await readBody(request)).fields);
  return addItem(caller, recordId(id), data);
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
