import { folderItemCommentSchema } from '@/lib/submissions/schemas/favourites';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { favouritesRoute } from '@/lib/server/favourites/route';
import { setItemComment } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /collection/{idFolder}/{id}/update `{ comment }` → FolderItem: the saved page's note, written, edited or cleared with null or "" (our addition). */
export const POST = favouritesRoute(async (request, caller, { id, itemId }) => {
  const { comment } = parseOr422(folderItemCommentSchema, (await readBody(request)).fields);
  return setItemComment(caller, recordId(id), recordId(itemId), comment);
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
