import { folderItemCreateSchema } from '@/lib/submissions/schemas/favourites';
import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { addItem, FAVOURITES_API } from '@/lib/server/favourites/service';
import { handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';

type Context = { params: Promise<{ id: string }> };

/** POST /collection/{id}/create `{ page_url, page_title, page_image?, comment? }` → FolderItem (the same page again: the item already there). */
export const POST = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const folderId = recordId((await params).id);
  const data = parseOr422(folderItemCreateSchema, (await readBody(request)).fields);
  return noStore(ok(await addItem(caller, folderId, data)));
}, { localize: FAVOURITES_API });

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
