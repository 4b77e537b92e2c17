import type { DistanceKey, Utility, UtilityKey } from '@/lib/sites/vocabulary';
import type { ApiImage } from '@/lib/api/media';

/** One utility of a site as the API gives it (electricity also has its voltage). */
export type SiteUtility = Utility & { voltageKv?: number | null };

/** A production site (GET /proizvodstvennie-ploshadki, /{id}; ADR 010). */
export type ProductionSite = {
  id: number;
  slug: string;
  title: string;
  siteType: { value: string; label: string } | null;
  location: string | null;
  address: string | null;
  coordinates: { lat: number | null; lng: number | null } | null;
  /** Hectares. */
  areaHa: number | null;
  specialisation: string | null;
  infrastructure: string | null;
  /** Preferential regime, municipality (lib/sites/vocabulary.ts keys with labels). */
  regime?: { value: string; label: string } | null;
  municipality?: { value: string; label: string } | null;
  /** How the site may be taken: buy, lease, lease with a later purchase. */
  possession?: Array<{ value: string; label: string }> | null;
  /** Kilometres to the nearest city, federal road, railway station and substation. */
  distances?: Partial<Record<DistanceKey, number | null>> | null;
  /** The utilities at the site's boundary, each in its unit with its source and verification day. */
  utilities?: Partial<Record<UtilityKey, SiteUtility | null>> | null;
  /** Some utility was verified longer ago than the agency's configured age, or never. */
  stale?: boolean;
  excerpt: string | null;
  image: ApiImage | null;
  /** Detail only (rich text). */
  opportunities?: string | null;
};
