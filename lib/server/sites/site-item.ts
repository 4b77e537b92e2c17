import 'server-only';
import { UNTRANSLATED } from '@/lib/api/untranslated';
import { siteIsStale, utilitiesOf, type StoredSite } from '@/lib/sites/facts';
import { UTILITY_KEYS } from '@/lib/sites/vocabulary';
import { krasnoyarskDate } from '@/lib/submissions/deadlines';
import type { Dto } from '../content/dto';

/** Today in Krasnoyarsk, 'YYYY-MM-DD': the day a verification date is compared with. */
export const siteToday = (now: Date = new Date()) => krasnoyarskDate(now);

/**
 * A site item of the API in its final shape: every utility `{ available, capacity, unit, source, verifiedAt }` in the
 * vocabulary's order (electricity with `voltageKv`), every distance, and `stale` for `today` and the configured age.
 * A utility's `untranslated` (its source shown in Russian) is kept.
 */
export function shapeSiteItem(item: Dto, today: string, months: number): Dto {
  const stored = (item.utilities ?? null) as StoredSite['utilities'];
  const shaped = utilitiesOf(stored);
  const utilities = Object.fromEntries(
    UTILITY_KEYS.map((key) => {
      const untranslated = (stored?.[key] as Record<string, unknown> | null | undefined)?.[UNTRANSLATED];
      return [key, untranslated ? { ...shaped[key], [UNTRANSLATED]: untranslated } : shaped[key]];
    }),
  );
  const distances = item.distances && typeof item.distances === 'object' ? item.distances : {};
  return {
    ...item,
    possession: Array.isArray(item.possession) ? item.possession : [],
    distances: { cityKm: null, roadKm: null, railKm: null, substationKm: null, ...distances },
    utilities,
    stale: siteIsStale({ utilities: stored }, today, months),
  };
}
