import type { MapItem } from './types';
import { isOwnKey } from '@/lib/own-key';

/** The map's filters in the URL: ?type=greenfield&type=zone&area=20-50&utility=gas&utility=railway */
export type MapFilters = { types: string[]; area: AreaRange | null; utilities: string[] };

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
    utilities: [...new Set(params.getAll('utility'))],
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
