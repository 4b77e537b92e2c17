import { describe, expect, it } from 'vitest';
import { formatHectares, siteFacts } from './format';
import type { ProductionSite } from './types';

const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatHectares', () => {
  it('writes the area in the locale’s numbers and unit', () => {
    expect(plain(formatHectares(1234.5, 'ru'))).toBe('1 234,5 га');
    expect(plain(formatHectares(1234.5, 'en'))).toBe('1,234.5 ha');
    expect(plain(formatHectares(48, 'tr'))).toBe('48 ha');
    expect(plain(formatHectares(48, 'zh'))).toBe('48公顷');
    expect(plain(formatHectares(0.125, 'en'))).toBe('0.13 ha');
  });

  it('is null for a missing area', () => {
    expect(formatHectares(null, 'ru')).toBeNull();
    expect(formatHectares(undefined, 'ru')).toBeNull();
    expect(formatHectares(Number.NaN, 'ru')).toBeNull();
  });
});

describe('siteFacts', () => {
  const site: ProductionSite = {
    id: 1, slug: 's', title: 'S', siteType: { value: 'greenfield', label: 'Гринфилд' }, location: 'г. Канск', address: 'г. Канск, ул. Промышленная, 1',
    coordinates: null, areaHa: 35, specialisation: 'Пищевая промышленность', infrastructure: null, excerpt: null, image: null,
  };
  const label = (field: string) => field;

  it('gives the spec’s four facts on a card, in order', () => {
    expect(siteFacts(site, label, 'ru', 'card').map((f) => [f.label, plain(f.value as string)])).toEqual([
      ['siteType', 'Гринфилд'],
      ['location', 'г. Канск'],
      ['totalArea', '35 га'],
      ['specialisation', 'Пищевая промышленность'],
    ]);
  });

  it('adds the address on the page only when it differs from the location', () => {
    expect(siteFacts(site, label, 'ru', 'detail').map((f) => f.label)).toEqual(['siteType', 'location', 'address', 'totalArea', 'specialisation']);
    expect(siteFacts({ ...site, address: 'г. Канск' }, label, 'ru', 'detail').map((f) => f.label)).not.toContain('address');
  });
});
