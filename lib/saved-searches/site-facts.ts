import {
  DISTANCE_KEYS,
  UTILITY_KEYS,
  UTILITY_UNITS,
  type Distances,
  type SiteFacts,
  type Utility,
  unknownUtilities,
} from '@/lib/sites/vocabulary';

/** A production-sites document as Payload gives it at depth 0 in one locale (the fields the facts are made of). */
export type SiteDoc = {
  id: number;
  slug?: string | null;
  title?: string | null;
  areaHa?: number | null;
  regime?: string | null;
  municipality?: string | null;
  possession?: string[] | null;
  distances?: Partial<Record<string, number | null>> | null;
  utilities?: Partial<Record<string, Partial<Utility & { voltageKv: number | null }> | null>> | null;
};

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOr = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The plain facts of a stored site (lib/sites/vocabulary.ts's SiteFacts), for matching it outside the API. */
export function siteFactsOf(doc: SiteDoc): SiteFacts {
  const utilities = unknownUtilities();
  for (const key of UTILITY_KEYS) {
    const stored = doc.utilities?.[key];
    if (!stored) continue;
    const utility: Utility = {
      available: stored.available === true,
      capacity: key === 'rail' ? null : numberOr(stored.capacity),
      unit: UTILITY_UNITS[key],
      source: textOr(stored.source),
      verifiedAt: textOr(stored.verifiedAt),
    };
    if (key === 'electricity') utilities.electricity = { ...utility, voltageKv: numberOr(stored.voltageKv) };
    else utilities[key] = utility;
  }
  const distances = Object.fromEntries(DISTANCE_KEYS.map((key) => [key, numberOr(doc.distances?.[key])])) as Distances;
  return {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    title: doc.title ?? '',
    areaHa: numberOr(doc.areaHa),
    regime: doc.regime ?? null,
    municipality: doc.municipality ?? null,
    possession: Array.isArray(doc.possession) ? doc.possession : [],
    distances,
    utilities,
  };
}
