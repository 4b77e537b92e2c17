import {
  DISTANCE_KEYS,
  UTILITY_KEYS,
  UTILITY_UNITS,
  unknownUtilities,
  type Distances,
  type DistanceKey,
  type SiteFacts,
  type Utilities,
  type Utility,
  type UtilityKey,
} from './vocabulary';

/**
 * A production site as the API gives it (GET /proizvodstvennie-ploshadki and /{id}): the vocabulary's facts with
 * labelled codes (`regime`, `municipality` and each form of possession as `{ value, label }`), plus what a page shows
 * around them. The matching results and the comparison show it; `siteFactsOfDto` gives the plain facts matching needs.
 */
export type SiteOption = { value: string; label: string };
export type SiteUtilityDto = Utility & { voltageKv?: number | null };
export type SiteDto = {
  id: number;
  slug: string;
  title: string;
  areaHa?: number | null;
  regime?: SiteOption | null;
  municipality?: SiteOption | null;
  possession?: SiteOption[] | null;
  distances?: Partial<Record<DistanceKey, number | null>> | null;
  utilities?: Partial<Record<UtilityKey, SiteUtilityDto | null>> | null;
  /** Some utility was verified longer ago than the agency's setting allows, or never. */
  stale?: boolean;
  siteType?: SiteOption | null;
  location?: string | null;
  specialisation?: string | null;
  excerpt?: string | null;
  image?: { url: string; alt?: string | null; width?: number | null; height?: number | null } | null;
};

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const code = (option: unknown): string | null =>
  typeof option === 'string' ? option : option && typeof option === 'object' && 'value' in option ? String((option as SiteOption).value) : null;

/** The plain facts of an API site: codes instead of labelled options, every utility and distance present. */
export function siteFactsOfDto(site: SiteDto): SiteFacts {
  const utilities = unknownUtilities();
  for (const key of UTILITY_KEYS) {
    const given = site.utilities?.[key];
    if (!given) continue;
    const utility: Utility = {
      available: given.available === true,
      capacity: key === 'rail' ? null : finite(given.capacity),
      unit: UTILITY_UNITS[key],
      source: given.source ?? null,
      verifiedAt: given.verifiedAt ?? null,
    };
    if (key === 'electricity') utilities.electricity = { ...utility, voltageKv: finite(given.voltageKv) };
    else utilities[key] = utility;
  }
  return {
    id: site.id,
    slug: site.slug,
    title: site.title,
    areaHa: finite(site.areaHa),
    regime: code(site.regime),
    municipality: code(site.municipality),
    possession: (site.possession ?? []).map(code).filter((value): value is string => value !== null),
    distances: Object.fromEntries(DISTANCE_KEYS.map((key) => [key, finite(site.distances?.[key])])) as Distances,
    utilities: utilities as Utilities,
  };
}
