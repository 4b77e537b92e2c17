import { searchQuerySchema } from '@/lib/search/schema';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, requestLocale } from '@/lib/server/http';
import { enforcePerIp } from '@/lib/server/rate-limit/guard';
import { searchSite } from '@/lib/server/search';

/**
 * GET /search?q=&type=&page=&limit= (`Language` header): the site search's results in the caller's language, Russian
 * texts standing in for missing translations (each result says its language). `q` of 2–200 characters, otherwise a
 * 422. Limited per client address (the portal's own /search page reads on its visitor's behalf, counted against the
 * visitor's address: lib/platform/internal-read.ts);
 * the query is never logged (lib/server/ops/log.ts) nor kept.
 */
export const GET = handle(async (request: Request) => {
  await enforcePerIp(request, 'search');
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(['q', 'type', 'page', 'limit'].flatMap((key) => (params.get(key)?.trim() ? [[key, params.get(key)!]] : [])));
  const query = parseOr422(searchQuerySchema, { q: '', ...raw });
  return noStore(ok(await searchSite(requestLocale(request), query)));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
