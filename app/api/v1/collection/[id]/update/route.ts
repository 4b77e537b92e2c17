import { folderRenameSchema } from '@/lib/submissions/schemas/favourites';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { favouritesRoute } from '@/lib/server/favourites/route';
import { renameFolder } from '@/lib/server/favourites/service';
import { recordId } from '@/lib/record-id';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /collection/{id}/update `{ title }` → Folder: renames the folder (our addition). */
export const POST = favouritesRoute(async (request, caller, { id }) => {
  const { title } = parseOr422(folderRenameSchema, (await readBody(request)).fields);
  return renameFolder(caller, recordId(id), title);
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
