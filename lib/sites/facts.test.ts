import { describe, expect, it } from 'vitest';
import { distancesOf, siteFactsOf, siteIsStale, staleReport, utilitiesOf, utilityOf } from './facts';

const stored = {
  electricity: { available: true, capacity: 12, voltageKv: 110, source: ' ПАО «Россети Сибирь» ', verifiedAt: '2026-09-15' },
  gas: { available: false, capacity: null, source: 'АО «Красноярсккрайгаз»', verifiedAt: '2026-09-10' },
  water: { available: true, capacity: 1500, source: 'ООО «КрасКом»', verifiedAt: '2026-09-22' },
  sewerage: { available: true, capacity: 1200, source: 'ООО «КрасКом»', verifiedAt: '2026-09-22' },
  heat: { available: true, capacity: 8, source: null, verifiedAt: '2026-10-01' },
  // A capacity on the rail siding means nothing: it has none.
  rail: { available: true, capacity: 3, source: 'ОАО «РЖД»', verifiedAt: '2026-08-28' },
};

describe('utilitiesOf', () => {
  it('gives every utility in its unit, electricity with its voltage, the rail siding without a capacity', () => {
    const utilities = utilitiesOf(stored);
    expect(Object.keys(utilities)).toEqual(['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail']);
    expect(utilities.electricity).toEqual({ available: true, capacity: 12, unit: 'MW', source: 'ПАО «Россети Сибирь»', verifiedAt: '2026-09-15', voltageKv: 110 });
    expect(utilities.gas).toEqual({ available: false, capacity: null, unit: 'm3/h', source: 'АО «Красноярсккрайгаз»', verifiedAt: '2026-09-10' });
    expect(utilities.water.unit).toBe('m3/day');
    expect(utilities.sewerage.unit).toBe('m3/day');
    expect(utilities.heat).toMatchObject({ unit: 'Gcal/h', capacity: 8, source: null });
    expect(utilities.rail).toEqual({ available: true, capacity: null, unit: '', source: 'ОАО «РЖД»', verifiedAt: '2026-08-28' });
  });

  it('treats what a document saved before the fields existed lacks as unknown, and a bad day as none', () => {
    expect(utilitiesOf(null).heat).toEqual({ available: false, capacity: null, unit: 'Gcal/h', source: null, verifiedAt: null });
    expect(utilityOf('water', { available: true, capacity: Number.NaN, verifiedAt: '2026-02-30', source: '  ' })).toEqual({
      available: true, capacity: null, unit: 'm3/day', source: null, verifiedAt: null,
    });
  });
});

describe('siteFactsOf', () => {
  it('reads a stored document (selects as their values)', () => {
    const facts = siteFactsOf({
      id: 7, slug: 'kansk', title: 'Канск', areaHa: 35, regime: 'none', municipality: 'kansk', possession: ['rent', 'rent_to_buy'],
      distances: { cityKm: 0, roadKm: 2, railKm: 5, substationKm: 3.5 }, utilities: stored,
    });
    expect(facts).toMatchObject({ id: 7, slug: 'kansk', areaHa: 35, regime: 'none', municipality: 'kansk', possession: ['rent', 'rent_to_buy'] });
    expect(facts.distances).toEqual({ cityKm: 0, roadKm: 2, railKm: 5, substationKm: 3.5 });
    expect(facts.utilities.electricity.capacity).toBe(12);
  });

  it('reads an API item (selects as { value, label }) to the same facts', () => {
    const facts = siteFactsOf({
      id: 7, slug: 'kansk', title: 'Kansk', areaHa: 35,
      regime: { value: 'tor', label: 'ADT' }, municipality: { value: 'kansk', label: 'Kansk' },
      possession: [{ value: 'rent', label: 'Lease' }], distances: { roadKm: 2 }, utilities: stored,
    });
    expect(facts).toMatchObject({ regime: 'tor', municipality: 'kansk', possession: ['rent'] });
    expect(facts.distances).toEqual({ cityKm: null, roadKm: 2, railKm: null, substationKm: null });
  });

  it('fills what is missing: no slug → the id, no selects → null', () => {
    expect(siteFactsOf({ id: 3 })).toMatchObject({ slug: '3', title: '', areaHa: null, regime: null, municipality: null, possession: [] });
    expect(distancesOf(undefined)).toEqual({ cityKm: null, roadKm: null, railKm: null, substationKm: null });
  });
});

describe('siteIsStale', () => {
  it('is stale once the oldest verification is older than the months, current before', () => {
    expect(siteIsStale({ utilities: stored }, '2027-08-28', 12)).toBe(false);
    expect(siteIsStale({ utilities: stored }, '2027-08-29', 12)).toBe(true);
    expect(siteIsStale({ utilities: stored }, '2027-08-29', 13)).toBe(false);
  });

  it('is stale when a utility has no verification date at all', () => {
    expect(siteIsStale({ utilities: { ...stored, heat: { available: false } } }, '2026-11-27', 12)).toBe(true);
    expect(siteIsStale({ utilities: null }, '2026-11-27', 12)).toBe(true);
  });
});

describe('staleReport', () => {
  it('names the utilities to verify again and the oldest verification day', () => {
    // A year after 2026-09-15: electricity (09-15), gas (09-10) and the siding (08-28) are older than 12 months.
    expect(staleReport({ utilities: stored }, '2027-09-16', 12)).toEqual({ stale: true, outdated: ['electricity', 'gas', 'rail'], oldest: '2026-08-28' });
    expect(staleReport({ utilities: stored }, '2026-11-27', 12)).toEqual({ stale: false, outdated: [], oldest: '2026-08-28' });
    expect(staleReport({ utilities: { ...stored, heat: { available: true } } }, '2026-11-27', 12)).toMatchObject({ stale: true, outdated: ['heat'] });
    expect(staleReport({ utilities: null }, '2026-11-27', 12)).toEqual({ stale: true, outdated: ['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail'], oldest: null });
  });
});
