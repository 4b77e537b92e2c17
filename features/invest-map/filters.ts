import type { MapItem } from './types';
import { isOwnKey } from '@/lib/own-key';
import { UTILITY_KEYS, type UtilityKey } from '@/lib/sites/vocabulary';

/**
 * The map's filters in the URL: ?type=greenfield&type=zone&area=20-50&utility=gas&utility=rail. The utilities are the
 * site vocabulary's keys (lib/sites/vocabulary.ts), the ones the matching page and the site pages use.
 */
export type MapFilters = { types: string[]; area: AreaRange | null; utilities: UtilityKey[] };

/** Total-area ranges of a production site, ha: lower bound inclusive, upper bound exclusive. */
export const AREA_RANGES = { 'lt20': [0, 20], '20-50': [20, 50], 'gt50': [50, Infinity] } as const;
export type AreaRange = keyof typeof AREA_RANGES;
export const AREA_RANGE_KEYS = Object.keys(AREA_RANGES) as AreaRange[];

const isAreaRange = (value: string | null): value is AreaRange => isOwnKey(AREA_RANGES, value);

export function filtersFromQuery(params: URLSearchParams): MapFilters {
  const area = params.get('area');
  return {
    types: [...new Set(params.getAll('type'))],
    area: isAreaRange(area) ? area : null,
    // In the vocabulary's order; a value that is no utility key (an old bookmark's `railway`, `road`) is left out.
    utilities: UTILITY_KEYS.filter((key) => params.getAll('utility').includes(key)),
  };
}

export function filtersToQuery(filters: MapFilters): string {
  const params = new URLSearchParams();
  for (const type of filters.types) params.append('type', type);
  if (filters.area) params.set('area', filters.area);
  for (const utility of filters.utilities) params.append('utility', utility);
  return params.toString();
}

export const hasFilters = (f: MapFilters) => f.types.length > 0 || f.area !== null || f.utilities.length > 0;

/**
 * The items the filters leave (ADR 020): any of the ticked types; the area range and every ticked utility are
 * properties of production sites, so with either set only the sites that satisfy it remain.
 */
export function filterItems(items: MapItem[], filters: MapFilters): MapItem[] {
  return items.filter((item) => {
    if (filters.types.length && !filters.types.includes(item.category)) return false;
    if (filters.area) {
      const [min, max] = AREA_RANGES[filters.area];
      if (item.area === null || item.area < min || item.area >= max) return false;
    }
    if (filters.utilities.length) {
      const has = new Set(item.utilities.map((u) => u.value));
      if (!filters.utilities.every((u) => has.has(u))) return false;
    }
    return true;
  });
}

/**
 * The matching page (/investicionnie-ploshadki/podbor) with what of the map's filters its query can say: a rail siding
 * (`rail=1`) and the area range's lower bound as the area needed (`areaHa`). The other utilities are asked there as
 * capacities, which the map's yes/no filters do not give. `matchingPath` is the page's address (in the page's language):
 * the map's island takes it from the server rather than loading the portal's table of routes.
 */
export function matchingHref(filters: MapFilters, matchingPath: string): string {
  const params = new URLSearchParams();
  const least = filters.area ? AREA_RANGES[filters.area][0] : 0;
  if (least > 0) params.set('areaHa', String(least));
  if (filters.utilities.includes('rail')) params.set('rail', '1');
  const query = params.toString();
  return query ? `${matchingPath}?${query}` : matchingPath;
}
