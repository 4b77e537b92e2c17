import 'server-only';
import { DEFAULT_STALE_AFTER_MONTHS } from '@/lib/sites/vocabulary';
import type { Dto } from '../content/dto';
import { cachedRead } from '../content/cache';
import { payloadClient } from '../payload';
import { shapeSiteItem, siteToday } from './site-item';

export { siteToday };

/**
 * After how many months a site's utility data counts as possibly out of date: the `site-selection` global, set by
 * administrators (default 12). Cached under the sites' tag, which the global's hook expires when it is saved.
 */
export async function staleAfterMonths(): Promise<number> {
  return cachedRead(['site-selection'], ['production-site'], async () => {
    const payload = await payloadClient();
    const settings = await payload.findGlobal({ slug: 'site-selection', depth: 0, overrideAccess: false });
    const months = settings?.staleAfterMonths;
    return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_STALE_AFTER_MONTHS;
  });
}

/**
 * The `decorate` step of the sites' list and detail: staleness depends on today's date and on the global, so it is
 * worked out for every answer, never kept in the cached read.
 */
export async function decorateSites(items: Dto[]): Promise<Dto[]> {
  const months = await staleAfterMonths();
  const today = siteToday();
  return items.map((item) => shapeSiteItem(item, today, months));
}
