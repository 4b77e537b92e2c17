import { folderItemCommentSchema } from '@/lib/submissions/schemas/favourites';
import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { FAVOURITES_API, setItemComment } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';

type Context = { params: Promise<{ id: string; itemId: string }> };

/** POST /collection/{idFolder}/{id}/update `{ comment }` → FolderItem: the saved page's note, written, edited or cleared with null or "" (our addition). */
export const POST = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const { id, itemId } = await params;
  const { comment } = parseOr422(folderItemCommentSchema, (await readBody(request)).fields);
  return noStore(ok(await setItemComment(caller, recordId(id), recordId(itemId), comment)));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
