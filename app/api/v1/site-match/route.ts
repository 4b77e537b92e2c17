import { matchParamsOf, matchQuerySchema, matchQueryString } from '@/lib/sites/match-query';
import { memoisedAnswer } from '@/lib/platform/answer-memo';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, parseOr422, requestLocale } from '@/lib/server/http';
import { matchPublishedSites } from '@/lib/server/sites/matching';

/**
 * GET /site-match?areaHa=&electricityMw=&gasM3h=&waterM3day=&sewerageM3day=&heatGcalh=&rail=1&regime=&municipality=
 * (`Language` header): every published production site ranked by how well it fits the stated requirements, best
 * first, each with its score and what it meets and misses (by how much, in the requirement's unit). Any subset of the
 * parameters; an unknown one or a bad value is a 422. A public read like the sites list: not limited, answered from
 * the list's cached read and kept a moment in memory like the other public GETs.
 */
export const GET = handle(async (request: Request) => {
  const url = new URL(request.url);
  const query = parseOr422(matchQuerySchema, matchParamsOf(url.searchParams));
  const locale = requestLocale(request);
  // Kept under the query's one normalized form: the same requirements written in another order share the answer.
  return memoisedAnswer(request, `${locale} ${url.pathname}?${matchQueryString(query)}`, async () => ok(await matchPublishedSites(query, locale)));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
