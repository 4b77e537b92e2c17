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
  totalArea: number | null;
  specialisation: string | null;
  infrastructure: string | null;
  /** Connected utilities (electricity, gas, water…) with their localized labels. */
  utilities?: Array<{ value: string; label: string }> | null;
  excerpt: string | null;
  image: ApiImage | null;
  /** Detail only (rich text). */
  opportunities?: string | null;
};
