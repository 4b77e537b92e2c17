import { REQUEST_LIST_LIMIT } from '@/lib/submissions/types';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, limitParam, methodNotAllowed, noStore, pageParam, parseQuery, requestLocale } from '@/lib/server/http';
import { listRequests } from '@/lib/server/submissions/requests';

/**
 * GET /request/list?page&limit (bearer): the caller's requests, newest first (page 1, limit 15 by default); a request's
 * production site is titled in the `Language` header's language.
 */
export const GET = handle(async (request: Request) => {
  const caller = await requireInvestor(request);
  const { page = 1, limit = REQUEST_LIST_LIMIT } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return noStore(ok(await listRequests(caller, { page, limit }, requestLocale(request))));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
