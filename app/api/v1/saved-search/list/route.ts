import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, limitParam, methodNotAllowed, noStore, pageParam, parseQuery } from '@/lib/server/http';
import { listSavedSearches, SAVED_SEARCHES_API, SAVED_SEARCHES_PAGE_LIMIT } from '@/lib/server/saved-searches/service';

/** GET /saved-search/list?page&limit → `{ items: SavedSearch[], totalCount }`, newest first (our addition). */
export const GET = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  const { page = 1, limit = SAVED_SEARCHES_PAGE_LIMIT } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return noStore(ok(await listSavedSearches(caller, { page, limit })));
}, { localize: SAVED_SEARCHES_API });

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
