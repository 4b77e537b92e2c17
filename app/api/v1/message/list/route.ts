import { REQUEST_LIST_LIMIT } from '@/lib/submissions/types';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, limitParam, methodNotAllowed, noStore, pageParam, parseQuery } from '@/lib/server/http';
import { listAppeals } from '@/lib/server/submissions/appeals';

/** GET /message/list?page&limit (bearer; our addition): the caller's appeals with the staff's answers, newest first. */
export const GET = handle(async (request: Request) => {
  const caller = await requireInvestor(request);
  const { page = 1, limit = REQUEST_LIST_LIMIT } = parseQuery(request, { page: pageParam.optional(), limit: limitParam.optional() });
  return noStore(ok(await listAppeals(caller, { page, limit })));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
