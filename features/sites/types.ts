import type { UtilityKey } from '@/lib/sites/vocabulary';
import type { ApiImage } from '@/lib/api/media';

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
  /** The utilities at the site's boundary (lib/sites/vocabulary.ts). */
  utilities?: Partial<Record<UtilityKey, { available: boolean } | null>> | null;
  excerpt: string | null;
  image: ApiImage | null;
  /** Detail only (rich text). */
  opportunities?: string | null;
};
