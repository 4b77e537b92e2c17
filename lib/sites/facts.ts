/**
 * A production site's stored fields → the plain facts of lib/sites/vocabulary.ts (`SiteFacts`, `Utilities`): each
 * utility in its unit with a capacity only where it has one, distances in km, the selects as their keys. Pure, so the
 * API's DTO, the saved-search alerts job (which reads documents at depth 0) and the tests share it. It takes a Payload
 * document (selects as their values) as well as an API item (selects as `{ value, label }`).
 */
import {
  DISTANCE_KEYS,
  UTILITY_UNITS,
  UTILITY_KEYS,
  isCalendarDate,
  isStale,
  monthsBefore,
  type Distances,
  type SiteFacts,
  type Utilities,
  type Utility,
  type UtilityKey,
} from './vocabulary';

type Choice = string | { value?: unknown; label?: unknown } | null | undefined;
/** One stored utility group (any field may be missing on a document saved before the field existed). */
export type StoredUtility = { available?: boolean | null; capacity?: number | null; voltageKv?: number | null; source?: string | null; verifiedAt?: string | null };

/** A production site as stored (Payload at depth 0) or as an API item. */
export type StoredSite = {
  id: number;
  slug?: string | null;
  title?: string | null;
  areaHa?: number | null;
  regime?: Choice;
  municipality?: Choice;
  possession?: Choice[] | null;
  distances?: Partial<Record<string, number | null>> | null;
  utilities?: Partial<Record<string, StoredUtility | null>> | null;
};

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOr = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const choice = (value: Choice): string | null => {
  const raw = value && typeof value === 'object' ? value.value : value;
  return typeof raw === 'string' && raw ? raw : null;
};

/** One utility in its unit: a capacity only where it has one (never for the rail siding), the day only when it is one. */
export function utilityOf(key: UtilityKey, stored: StoredUtility | null | undefined): Utility {
  return {
    available: stored?.available === true,
    capacity: key === 'rail' ? null : numberOr(stored?.capacity),
    unit: UTILITY_UNITS[key],
    source: textOr(stored?.source),
    verifiedAt: isCalendarDate(stored?.verifiedAt) ? stored.verifiedAt : null,
  };
}

/** Every utility of a site, in the vocabulary's order; electricity with its voltage. */
export function utilitiesOf(stored: StoredSite['utilities']): Utilities {
  const one = (key: Exclude<UtilityKey, 'electricity'>) => utilityOf(key, stored?.[key]);
  return {
    electricity: { ...utilityOf('electricity', stored?.electricity), voltageKv: numberOr(stored?.electricity?.voltageKv) },
    gas: one('gas'),
    water: one('water'),
    sewerage: one('sewerage'),
    heat: one('heat'),
    rail: one('rail'),
  };
}

export function distancesOf(stored: StoredSite['distances']): Distances {
  return Object.fromEntries(DISTANCE_KEYS.map((key) => [key, numberOr(stored?.[key])])) as Distances;
}

/** The plain facts of a site, for matching, comparison, the passport, open data and alerts. */
export function siteFactsOf(site: StoredSite): SiteFacts {
  return {
    id: site.id,
    slug: site.slug ?? String(site.id),
    title: site.title ?? '',
    areaHa: numberOr(site.areaHa),
    regime: choice(site.regime),
    municipality: choice(site.municipality),
    possession: (site.possession ?? []).map(choice).filter((value): value is string => value !== null),
    distances: distancesOf(site.distances),
    utilities: utilitiesOf(site.utilities),
  };
}

/** Whether a stored site's utility data may be out of date on `today` ('YYYY-MM-DD'), with the configured age. */
export function siteIsStale(site: Pick<StoredSite, 'utilities'>, today: string, months: number): boolean {
  return isStale(utilitiesOf(site.utilities), today, months);
}

/** What makes a site stale: the utilities never verified or verified too long ago, and its oldest verification day. */
export type StaleReport = { stale: boolean; outdated: UtilityKey[]; oldest: string | null };

/** The staff's view of a site's staleness (the /admin list of stale sites): which utilities to verify again. */
export function staleReport(site: Pick<StoredSite, 'utilities'>, today: string, months: number): StaleReport {
  const utilities = utilitiesOf(site.utilities);
  const oldestCurrent = monthsBefore(today, months);
  const outdated = UTILITY_KEYS.filter((key) => {
    const day = utilities[key].verifiedAt;
    return day === null || day < oldestCurrent;
  });
  const days = UTILITY_KEYS.map((key) => utilities[key].verifiedAt).filter((day): day is string => day !== null).sort();
  return { stale: outdated.length > 0, outdated, oldest: days[0] ?? null };
}
