import { recordId } from '@/lib/record-id';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { FAVOURITES_API, FAVOURITES_PAGE_LIMIT, listItems } from '@/lib/server/favourites/service';
import { handle, limitParam, methodNotAllowed, noStore, pageParam, parseQuery } from '@/lib/server/http';

type Context = { params: Promise<{ id: string }> };

/** GET /collection/{id}/list?page&limit → `{ items: FolderItem[], totalCount }`, newest first. */
export const GET = handle<Context>(async (request, { params }) => {
  const caller = await requireInvestor(request, { verified: true });
  const folderId = recordId((await params).id);
  const { page = 1, limit = FAVOURITES_PAGE_LIMIT } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return noStore(ok(await listItems(caller, folderId, { page, limit })));
}, { localize: FAVOURITES_API });

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
