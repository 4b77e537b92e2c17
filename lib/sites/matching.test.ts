import { describe, expect, it } from 'vitest';
import { matchQuerySchema, type MatchQuery } from './match-query';
import { matchSites } from './matching';
import { unknownUtilities, type SiteFacts, type Utilities } from './vocabulary';

type UtilityPatch = { [K in keyof Utilities]?: Partial<Utilities[K]> };

/** A site with every figure known and generous, changed by `patch` (utilities merged one by one). */
function site(id: number, title: string, patch: Partial<Omit<SiteFacts, 'utilities'>> & { utilities?: UtilityPatch } = {}): SiteFacts {
  const utilities = unknownUtilities();
  const full = (capacity: number | null) => ({ available: true, capacity, source: 'test', verifiedAt: '2026-06-01' });
  Object.assign(utilities.electricity, full(20), { voltageKv: 110 });
  Object.assign(utilities.gas, full(2000));
  Object.assign(utilities.water, full(1500));
  Object.assign(utilities.sewerage, full(1200));
  Object.assign(utilities.heat, full(15));
  Object.assign(utilities.rail, full(null));
  for (const [key, value] of Object.entries(patch.utilities ?? {})) Object.assign(utilities[key as keyof Utilities], value);
  const { utilities: _patched, ...rest } = patch; // eslint-disable-line @typescript-eslint/no-unused-vars -- applied above
  return {
    id,
    slug: `site-${id}`,
    title,
    areaHa: 50,
    regime: 'none',
    municipality: 'krasnoyarsk',
    possession: ['buy'],
    distances: { cityKm: 5, roadKm: 2, railKm: 3, substationKm: 1 },
    utilities,
    ...rest,
  };
}

const q = (params: Record<string, string>): MatchQuery => matchQuerySchema.parse(params);
const order = (sites: SiteFacts[], query: MatchQuery) => matchSites(sites, query).items.map((item) => item.site.title);

describe('matchSites: each requirement alone changes the ranking', () => {
  // Two sites that are equal in everything but one figure; with no requirement they are listed by title (A before B).
  const cases: { requirement: string; query: Record<string, string>; b: Parameters<typeof site>[2]; a: Parameters<typeof site>[2] }[] = [
    { requirement: 'area', query: { areaHa: '40' }, a: { areaHa: 10 }, b: { areaHa: 45 } },
    { requirement: 'electricity', query: { electricityMw: '10' }, a: { utilities: { electricity: { capacity: 4 } } }, b: {} },
    { requirement: 'gas', query: { gasM3h: '500' }, a: { utilities: { gas: { available: false, capacity: null } } }, b: {} },
    { requirement: 'water', query: { waterM3day: '1000' }, a: { utilities: { water: { capacity: 200 } } }, b: {} },
    { requirement: 'sewerage', query: { sewerageM3day: '800' }, a: { utilities: { sewerage: { capacity: 100 } } }, b: {} },
    { requirement: 'heat', query: { heatGcalh: '10' }, a: { utilities: { heat: { capacity: 2 } } }, b: {} },
    { requirement: 'rail', query: { rail: '1' }, a: { utilities: { rail: { available: false } } }, b: {} },
    { requirement: 'regime', query: { regime: 'sez' }, a: { regime: 'none' }, b: { regime: 'sez' } },
    { requirement: 'municipality', query: { municipality: 'kansk' }, a: { municipality: 'achinsk' }, b: { municipality: 'kansk' } },
  ];

  it.each(cases)('$requirement', ({ query, a, b }) => {
    const sites = [site(1, 'A', a), site(2, 'B', b)];
    expect(order(sites, q({}))).toEqual(['A', 'B']);
    expect(order(sites, q(query))).toEqual(['B', 'A']);
    const [best, worst] = matchSites(sites, q(query)).items;
    expect(best!.score).toBe(100);
    expect(best!.misses).toEqual([]);
    expect(worst!.score).toBeLessThan(100);
    expect(worst!.misses).toHaveLength(1);
  });
});

describe('matchSites: shortfalls in the requirement units', () => {
  it.each([
    { query: { electricityMw: '10' }, patch: { utilities: { electricity: { capacity: 6.5 } } }, key: 'electricity', need: 10, have: 6.5, shortfall: 3.5, unit: 'MW', score: 65 },
    { query: { gasM3h: '0.3' }, patch: { utilities: { gas: { capacity: 0.1 } } }, key: 'gas', need: 0.3, have: 0.1, shortfall: 0.2, unit: 'm3/h', score: 33 },
    { query: { waterM3day: '2000' }, patch: { utilities: { water: { capacity: 1500 } } }, key: 'water', need: 2000, have: 1500, shortfall: 500, unit: 'm3/day', score: 75 },
    { query: { sewerageM3day: '1500' }, patch: { utilities: { sewerage: { capacity: 1200 } } }, key: 'sewerage', need: 1500, have: 1200, shortfall: 300, unit: 'm3/day', score: 80 },
    { query: { heatGcalh: '20' }, patch: { utilities: { heat: { capacity: 15 } } }, key: 'heat', need: 20, have: 15, shortfall: 5, unit: 'Gcal/h', score: 75 },
    { query: { areaHa: '80' }, patch: { areaHa: 50 }, key: 'area', need: 80, have: 50, shortfall: 30, unit: 'ha', score: 63 },
  ])('$key: need $need, have $have → short by $shortfall $unit', ({ query, patch, key, need, have, shortfall, unit, score }) => {
    const [result] = matchSites([site(1, 'A', patch as Parameters<typeof site>[2])], q(query as unknown as Record<string, string>)).items;
    expect(result!.misses).toEqual([{ key, reason: 'short', need, have, shortfall, unit }]);
    expect(result!.meets).toEqual([]);
    expect(result!.score).toBe(score);
  });

  it('a utility the site does not have misses all of the need, whatever capacity figure is left on it', () => {
    const [result] = matchSites([site(1, 'A', { utilities: { gas: { available: false, capacity: 300 } } })], q({ gasM3h: '500' })).items;
    expect(result!.misses).toEqual([{ key: 'gas', reason: 'absent', need: 500, have: 0, shortfall: 500, unit: 'm3/h' }]);
    expect(result!.score).toBe(0);
  });

  it('exactly the need meets it', () => {
    const [result] = matchSites([site(1, 'A', { utilities: { electricity: { capacity: 3.5 } } })], q({ electricityMw: '3.5' })).items;
    expect(result!.meets).toEqual(['electricity']);
    expect(result!.misses).toEqual([]);
  });
});

describe('matchSites: a site without data', () => {
  it('ranks below a site that meets the requirement, even with a lower title', () => {
    const unknown = site(1, 'A', { utilities: { electricity: { capacity: null } } });
    const meets = site(2, 'B');
    const items = matchSites([unknown, meets], q({ electricityMw: '5' })).items;
    expect(items.map((item) => item.site.title)).toEqual(['B', 'A']);
    expect(items[1]!.misses).toEqual([{ key: 'electricity', reason: 'unknown', need: 5, have: null, shortfall: null, unit: 'MW' }]);
    expect(items[1]!.score).toBe(0);
  });

  it('with no area recorded ranks below a site large enough', () => {
    const items = matchSites([site(1, 'A', { areaHa: null }), site(2, 'B', { areaHa: 12 })], q({ areaHa: '12' })).items;
    expect(items.map((item) => item.site.title)).toEqual(['B', 'A']);
    expect(items[1]!.misses[0]).toMatchObject({ key: 'area', reason: 'unknown', have: null });
  });

  it('with no regime or municipality recorded does not meet one asked for', () => {
    const [result] = matchSites([site(1, 'A', { regime: null, municipality: null })], q({ regime: 'tor', municipality: 'kansk' })).items;
    expect(result!.misses).toEqual([
      { key: 'regime', reason: 'different', need: 'tor', have: null, shortfall: null, unit: null },
      { key: 'municipality', reason: 'different', need: 'kansk', have: null, shortfall: null, unit: null },
    ]);
    expect(result!.score).toBe(0);
  });
});

describe('matchSites: the score and the order', () => {
  it('is 100 × the mean fit of the stated requirements, meets and misses in the query order', () => {
    const candidate = site(1, 'A', { utilities: { electricity: { capacity: 5 }, rail: { available: false } }, regime: 'tor' });
    const [result] = matchSites([candidate], q({ municipality: 'krasnoyarsk', rail: '1', electricityMw: '10', areaHa: '20', regime: 'tor' })).items;
    // area 1, electricity 0.5, rail 0, regime 1, municipality 1 → 3.5 / 5
    expect(result!.score).toBe(70);
    expect(result!.meets).toEqual(['area', 'regime', 'municipality']);
    expect(result!.misses.map((miss) => miss.key)).toEqual(['electricity', 'rail']);
  });

  it('with no requirement every site scores 100 and is listed by title, then id', () => {
    const outcome = matchSites([site(3, 'B'), site(2, 'A'), site(1, 'A')], q({}));
    expect(outcome.items.map((item) => [item.site.title, item.site.id, item.score])).toEqual([
      ['A', 1, 100],
      ['A', 2, 100],
      ['B', 3, 100],
    ]);
    expect(outcome.totalCount).toBe(3);
  });

  it('a nearer miss ranks above a farther one', () => {
    const near = site(1, 'C', { utilities: { electricity: { capacity: 9 } } });
    const far = site(2, 'A', { utilities: { electricity: { capacity: 1 } } });
    const full = site(3, 'B');
    expect(order([near, far, full], q({ electricityMw: '10' }))).toEqual(['B', 'C', 'A']);
  });

  it('equal fits rank the site with fewer misses first, before the title decides', () => {
    // requirements: 10 MW, rail, 10 ha. One site has no free power at all (0 + 1 + 1), the other half the power and half
    // the area (0.5 + 1 + 0.5): both fit 2/3, but the first misses one requirement and the second two.
    const oneMiss = site(1, 'B', { utilities: { electricity: { capacity: 0 } } });
    const twoMisses = site(2, 'A', { areaHa: 5, utilities: { electricity: { capacity: 5 } } });
    const items = matchSites([twoMisses, oneMiss], q({ electricityMw: '10', rail: '1', areaHa: '10' })).items;
    expect(items.map((item) => [item.site.title, item.score, item.misses.length])).toEqual([
      ['B', 67, 1],
      ['A', 67, 2],
    ]);
  });

  it('lists every site, without changing the sites it was given', () => {
    const sites = [site(1, 'A', { areaHa: 1 }), site(2, 'B', { areaHa: 100 })];
    const before = structuredClone(sites);
    const outcome = matchSites(sites, q({ areaHa: '50' }));
    expect(outcome.totalCount).toBe(2);
    expect(outcome.items[0]!.site).toBe(sites[1]);
    expect(sites).toEqual(before);
  });
});
