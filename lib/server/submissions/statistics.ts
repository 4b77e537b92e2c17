import 'server-only';
import { cachedRead } from '@/lib/server/content/cache';
import { responseTimings } from '@/lib/server/repositories/response-timings';
import { krasnoyarskDayStart } from '@/lib/submissions/deadlines';
import { monitoringPeriod, responseStatistics, type ResponseStatistics } from '@/lib/submissions/statistics';

/** The figures of the last 90 days as of `now`, computed from the records. */
export async function computeResponseStatistics(now: Date): Promise<ResponseStatistics> {
  const { from } = monitoringPeriod(now);
  const items = await responseTimings(krasnoyarskDayStart(from));
  return responseStatistics(items, now);
}

/**
 * The public figures, kept in Next's data cache (shared by every instance with a shared cache handler) and computed
 * again at the latest after its safety-net interval (minutes, well within the hourly refresh monitoring promises).
 * No publish expires them: they follow the records on that interval, not on every change.
 */
export function responseStatisticsNow(): Promise<ResponseStatistics> {
  return cachedRead(['statistics', 'responses'], ['response-statistics'], () => computeResponseStatistics(new Date()));
}
