import { folderCreateSchema } from '@/lib/submissions/schemas/favourites';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { createFolder, FAVOURITES_API } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';

/** POST /collection/create `{ title }` → Folder (a confirmed investor; errors in the caller's language). */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  const { title } = parseOr422(folderCreateSchema, (await readBody(request)).fields);
  return noStore(ok(await createFolder(caller, title)));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
