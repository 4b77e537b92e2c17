import { describe, expect, it } from 'vitest';
import { UNTRANSLATED } from '@/lib/api/untranslated';
import { shapeSiteItem, siteToday } from './site-item';

/** A site item as the generic DTO builds it from the collection's fields (lib/server/content/dto.ts). */
const item = {
  id: 1,
  slug: 'ploshadka-boguchany',
  title: 'Boguchany site',
  areaHa: 80,
  regime: { value: 'none', label: 'None' },
  municipality: { value: 'boguchansky', label: 'Boguchansky District' },
  possession: [{ value: 'rent', label: 'Lease' }],
  distances: { cityKm: 160, roadKm: 390, railKm: 45, substationKm: 6 },
  utilities: {
    electricity: { available: true, capacity: 25, voltageKv: 220, source: 'Rosseti Siberia', verifiedAt: '2025-03-11' },
    gas: { available: false, capacity: null, source: 'АО «Красноярсккрайгаз»', verifiedAt: '2025-03-11', [UNTRANSLATED]: ['source'] },
    water: { available: false, capacity: null, source: null, verifiedAt: '2025-03-18' },
    sewerage: { available: false, capacity: null, source: null, verifiedAt: '2025-03-18' },
    heat: { available: false, capacity: null, source: null, verifiedAt: '2025-03-18' },
    rail: { available: false, source: null, verifiedAt: '2025-03-04' },
  },
};

describe('shapeSiteItem', () => {
  it('answers every utility with its unit and keeps a source shown in Russian marked', () => {
    const shaped = shapeSiteItem(item, '2025-12-01', 12) as typeof item & { utilities: Record<string, Record<string, unknown>>; stale: boolean };
    expect(shaped.utilities.electricity).toEqual({ available: true, capacity: 25, unit: 'MW', source: 'Rosseti Siberia', verifiedAt: '2025-03-11', voltageKv: 220 });
    expect(shaped.utilities.gas).toEqual({ available: false, capacity: null, unit: 'm3/h', source: 'АО «Красноярсккрайгаз»', verifiedAt: '2025-03-11', [UNTRANSLATED]: ['source'] });
    expect(shaped.utilities.rail).toEqual({ available: false, capacity: null, unit: '', source: null, verifiedAt: '2025-03-04' });
    expect(shaped.regime).toEqual({ value: 'none', label: 'None' });
    expect(shaped.stale).toBe(false);
  });

  it('is stale past the configured age, and fills distances and possession a document lacks', () => {
    expect(shapeSiteItem(item, '2026-11-27', 12).stale).toBe(true);
    expect(shapeSiteItem(item, '2026-11-27', 24).stale).toBe(false);
    const bare = shapeSiteItem({ id: 2, slug: 'new', title: 'New', distances: null, utilities: null, possession: null }, '2026-11-27', 12);
    expect(bare.distances).toEqual({ cityKm: null, roadKm: null, railKm: null, substationKm: null });
    expect(bare.possession).toEqual([]);
    expect(bare.stale).toBe(true);
  });
});

describe('siteToday', () => {
  it('is the Krasnoyarsk calendar day (UTC+7)', () => {
    expect(siteToday(new Date('2026-11-27T16:59:59Z'))).toBe('2026-11-27');
    expect(siteToday(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
  });
});
