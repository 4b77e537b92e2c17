import type { DistanceKey, Utility, UtilityKey } from './vocabulary';

/**
 * A production site as the API gives it (GET /proizvodstvennie-ploshadki and /{id}): the vocabulary's facts with
 * labelled codes (`regime`, `municipality` and each form of possession as `{ value, label }`), plus what a page shows
 * around them. The matching results and the comparison show it; `siteFactsOf` (./facts) gives the plain facts matching needs.
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
