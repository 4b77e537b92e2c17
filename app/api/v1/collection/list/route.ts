import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { FAVOURITES_API, FAVOURITES_PAGE_LIMIT, listFolders } from '@/lib/server/favourites/service';
import { handle, limitParam, methodNotAllowed, noStore, pageParam, parseQuery } from '@/lib/server/http';

/** GET /collection/list?page&limit → `{ items: Folder[], totalCount }`, newest first. */
export const GET = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  const { page = 1, limit = FAVOURITES_PAGE_LIMIT } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return noStore(ok(await listFolders(caller, { page, limit })));
}, { localize: FAVOURITES_API });

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
