import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { responseStatisticsNow } from '@/lib/server/submissions/statistics';

/** A shared cache may keep the figures this long: they are recomputed at least every few minutes anyway. */
const PUBLIC_CACHE = 'public, max-age=600, stale-while-revalidate=600';

/**
 * GET /statistics/responses (public; our addition): how fast the agency answered projects and appeals over the last
 * 90 days and month by month (lib/submissions/statistics.ts). No parameters.
 */
export const GET = handle(async () => {
  const response = ok(await responseStatisticsNow());
  response.headers.set('Cache-Control', PUBLIC_CACHE);
  return response;
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
