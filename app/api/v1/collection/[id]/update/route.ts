import { folderRenameSchema } from '@/lib/submissions/schemas/favourites';
import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { FAVOURITES_API, renameFolder } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';

type Context = { params: Promise<{ id: string }> };

/** POST /collection/{id}/update `{ title }` → Folder: renames the folder (our addition). */
export const POST = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const { title } = parseOr422(folderRenameSchema, (await readBody(request)).fields);
  return noStore(ok(await renameFolder(caller, recordId((await params).id), title)));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
