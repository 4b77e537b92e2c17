import { describe, expect, it } from 'vitest';
import { polygonsIn, unwrapRing } from './base-map';
import { ROUTES } from '@/lib/routes';
import { filterItems, filtersFromQuery, filtersToQuery, matchingHref } from './filters';
import { matchQuerySchema } from '@/lib/sites/match-query';
import type { UtilityKey } from '@/lib/sites/vocabulary';
import type { MapItem } from './types';

const item = (id: string, category: string, area: number | null, utilities: UtilityKey[] = []): MapItem => ({
  id, kind: category === 'zone' ? 'zone' : category === 'offer' ? 'offer' : 'site', category, categoryLabel: category,
  title: id, slug: id, path: `/${id}`, lat: 56, lng: 93, summary: null, location: null, area,
  utilities: utilities.map((value) => ({ value, label: value })),
});

const items = [
  item('north', 'industrial-park', 48, ['electricity', 'water', 'rail']),
  item('achinsk', 'brownfield', 12, ['electricity', 'rail']),
  item('kansk', 'greenfield', 35, ['electricity', 'heat']),
  item('boguchany', 'greenfield', 80, ['electricity', 'heat']),
  item('sez', 'zone', null),
  item('pellets', 'offer', null),
];
const ids = (query: string) => filterItems(items, filtersFromQuery(new URLSearchParams(query))).map((i) => i.id);

describe('investment map filters', () => {
  it.each([
    ['', ['north', 'achinsk', 'kansk', 'boguchany', 'sez', 'pellets']],
    ['type=greenfield', ['kansk', 'boguchany']],
    ['type=greenfield&type=zone', ['kansk', 'boguchany', 'sez']],
    ['area=lt20', ['achinsk']],
    ['area=20-50', ['north', 'kansk']],
    ['area=gt50', ['boguchany']],
    ['utility=rail', ['north', 'achinsk']],
    ['utility=rail&utility=water', ['north']],
    ['utility=heat', ['kansk', 'boguchany']],
    ['type=zone&utility=heat', []],
    ['area=nonsense', ['north', 'achinsk', 'kansk', 'boguchany', 'sez', 'pellets']],
    // Values outside the vocabulary (an old bookmark's railway and road) filter nothing out.
    ['utility=railway&utility=road', ['north', 'achinsk', 'kansk', 'boguchany', 'sez', 'pellets']],
  ])('%s', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('writes the filters back to the same query', () => {
    const query = 'type=greenfield&type=zone&area=20-50&utility=gas';
    expect(filtersToQuery(filtersFromQuery(new URLSearchParams(query)))).toBe(query);
  });

  it('reads the utilities as vocabulary keys, once each, in the vocabulary’s order', () => {
    expect(filtersFromQuery(new URLSearchParams('utility=rail&utility=gas&utility=rail&utility=railway&utility=Gas')).utilities).toEqual(['gas', 'rail']);
    expect(filtersToQuery(filtersFromQuery(new URLSearchParams('utility=heat&utility=electricity')))).toBe('utility=electricity&utility=heat');
  });
});

describe('the link to the matching page', () => {
  it.each([
    ['', '/investicionnie-ploshadki/podbor'],
    ['utility=rail&utility=gas', '/investicionnie-ploshadki/podbor?rail=1'],
    ['area=20-50', '/investicionnie-ploshadki/podbor?areaHa=20'],
    ['area=gt50&utility=rail&type=greenfield', '/investicionnie-ploshadki/podbor?areaHa=50&rail=1'],
    ['area=lt20&utility=water', '/investicionnie-ploshadki/podbor'],
  ])('carries what the matching query can say of ?%s', (query, href) => {
    const link = matchingHref(filtersFromQuery(new URLSearchParams(query)), ROUTES.siteMatching.path);
    expect(link).toBe(href);
    // The matching page takes it: its strict schema refuses any parameter it does not know.
    const search = new URLSearchParams(link.split('?')[1] ?? '');
    expect(matchQuerySchema.safeParse(Object.fromEntries(search)).success).toBe(true);
  });
});

describe('offline base', () => {
  it('keeps the polygons that reach the krai window, rounded', () => {
    const near = [[[90.123456, 60], [91, 60], [91, 61], [90.123456, 60]]];
    const far = [[[10, 50], [11, 50], [11, 51], [10, 50]]];
    expect(polygonsIn({ type: 'MultiPolygon', coordinates: [near, far] })).toEqual({
      type: 'MultiPolygon',
      coordinates: [[[[90.12, 60], [91, 60], [91, 61], [90.12, 60]]]],
    });
    expect(polygonsIn({ type: 'Polygon', coordinates: far })).toBeNull();
  });

  it('unwraps rings that cross the antimeridian (Chukotka), and leaves the others alone', () => {
    expect(unwrapRing([[179, 66], [-179, 66], [-179, 67], [179, 66]])).toEqual([[179, 66], [181, 66], [181, 67], [179, 66]]);
    expect(unwrapRing([[-10, 1], [-11, 1], [-10, 2]])).toEqual([[-10, 1], [-11, 1], [-10, 2]]);
  });
});
