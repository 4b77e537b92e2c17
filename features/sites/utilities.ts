import { langOf } from '@/lib/api/untranslated';
import { localeFormat } from '@/i18n/formats';
import { calendarDateText } from '@/lib/submissions/deadlines';
import { DISTANCE_KEYS, UNIT_MESSAGE_KEYS, UTILITY_KEYS, type DistanceKey, type SiteUnit, type UnitMessageKey, type UtilityKey } from '@/lib/sites/vocabulary';
import type { ProductionSite, SiteUtility } from './types';

/** The `siteFacts` message keys the site page's tables use. */
export type FactKey =
  | `utility.${UtilityKey}`
  | `unit.${UnitMessageKey}`
  | `distance.${DistanceKey}`
  | 'yes'
  | 'no'
  | 'unknown'
  | 'notVerified'
  | 'notApplicable';
export type FactLabel = (key: FactKey) => string;

/** One row of the site page's utility table, every cell already written out in the page's language. */
export type UtilityRow = {
  key: UtilityKey;
  name: string;
  available: string;
  /** Free capacity with its unit (and the voltage for electricity); «not applicable» for the rail siding. */
  capacity: string;
  source: string | null;
  /** 'ru' when the source fell back to Russian (lib/api/untranslated.ts). */
  sourceLang?: 'ru';
  verifiedAt: string;
};

/** A figure in the locale's numbers (decimal comma in ru and tr) with its unit: «1 500 м³/сут», "2.5 km". */
export function quantity(value: number, unit: SiteUnit, label: FactLabel, locale: string): string {
  const figure = localeFormat(locale).number(value, 2);
  const unitText = label(`unit.${UNIT_MESSAGE_KEYS[unit]}`);
  // Chinese writes the unit right after the figure; the others keep them together with a no-break space.
  return locale === 'zh' ? `${figure}${unitText}` : `${figure}\u00a0${unitText}`;
}

function capacityText(key: UtilityKey, utility: SiteUtility | null | undefined, label: FactLabel, locale: string): string {
  if (key === 'rail') return label('notApplicable');
  if (!utility?.available) return '—';
  const parts: string[] = [];
  if (typeof utility.capacity === 'number') parts.push(quantity(utility.capacity, utility.unit as SiteUnit, label, locale));
  if (key === 'electricity' && typeof utility.voltageKv === 'number') parts.push(quantity(utility.voltageKv, 'kV', label, locale));
  return parts.length ? parts.join(locale === 'zh' ? '，' : ', ') : label('unknown');
}

/** The utility table's rows, in the vocabulary's order. */
export function utilityRows(site: Pick<ProductionSite, 'utilities'>, label: FactLabel, locale: string): UtilityRow[] {
  return UTILITY_KEYS.map((key) => {
    const utility = site.utilities?.[key] ?? null;
    return {
      key,
      name: label(`utility.${key}`),
      available: utility ? label(utility.available ? 'yes' : 'no') : label('unknown'),
      capacity: capacityText(key, utility, label, locale),
      source: utility?.source ?? null,
      ...(langOf(utility, 'source').lang ? { sourceLang: 'ru' as const } : {}),
      verifiedAt: utility?.verifiedAt ? calendarDateText(utility.verifiedAt, locale) : label('notVerified'),
    };
  });
}

/** The distances as label–value facts: «6 км», or «no data» where the agency gave none. */
export function distanceFacts(site: Pick<ProductionSite, 'distances'>, label: FactLabel, locale: string): { key: DistanceKey; label: string; value: string }[] {
  return DISTANCE_KEYS.map((key) => {
    const km = site.distances?.[key];
    return { key, label: label(`distance.${key}`), value: typeof km === 'number' ? quantity(km, 'km', label, locale) : label('unknown') };
  });
}
