import type { UtilityKey } from '@/lib/sites/vocabulary';

/** One object on the investment map: a production site, a preferential zone or an investment offer. */
export type MapItemKind = 'site' | 'zone' | 'offer';

export type Option = { value: string; label: string };
/** A utility of the site vocabulary with its `siteFacts.utility` label. */
export type UtilityOption = { value: UtilityKey; label: string };

export type MapItem = {
  id: string;
  kind: MapItemKind;
  /** The type filter's value: the site type (greenfield…), `zone` or `offer`. */
  category: string;
  categoryLabel: string;
  title: string;
  /** The item's slug (a zone's key): a production site's is what the deep link ?site= names. */
  slug: string;
  /** The item's page (without the locale prefix). */
  path: string;
  lat: number;
  lng: number;
  summary: string | null;
  location: string | null;
  /** Total area, ha (production sites). */
  area: number | null;
  /** The utilities a production site has (`available`), as vocabulary keys with their `siteFacts.utility` labels. */
  utilities: UtilityOption[];
};

/** Where the base map comes from (env): a style JSON, a raster tile template, or the offline Natural Earth base. */
export type BaseMapConfig = { styleUrl: string | null; tilesUrl: string | null; attribution: string | null };

/** `utilities`: the utility filter's options, every key of the vocabulary in its order. */
export type MapData = { items: MapItem[]; categories: Option[]; utilities: UtilityOption[]; base: BaseMapConfig };
