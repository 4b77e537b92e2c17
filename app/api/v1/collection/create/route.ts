import { folderCreateSchema } from '@/lib/submissions/schemas/favourites';
import { parseOr422, readBody } from '@/lib/server/auth/http';
import { favouritesRoute } from '@/lib/server/favourites/route';
import { createFolder } from '@/lib/server/favourites/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /collection/create `{ title }` → Folder. */
export const POST = favouritesRoute(async (request, caller) => {
  const { title } = parseOr422(folderCreateSchema, (await readBody(request)).fields);
  return createFolder(caller, title);
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
