import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import zh from '@/messages/zh.json';
import type { ProductionSite } from './types';
import { distanceFacts, quantity, utilityRows, type FactLabel } from './utilities';

const labelOf = (catalogue: typeof ru): FactLabel => (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue.siteFacts) as string;
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

const site: Pick<ProductionSite, 'utilities' | 'distances'> = {
  utilities: {
    electricity: { available: true, capacity: 4.5, unit: 'MW', voltageKv: 35, source: 'ПАО «Россети Сибирь»', verifiedAt: '2026-06-03' },
    gas: { available: false, capacity: null, unit: 'm3/h', source: 'АО «Красноярсккрайгаз»', verifiedAt: '2026-06-03' },
    water: { available: true, capacity: 1500, unit: 'm3/day', source: 'МУП «Водоканал»', verifiedAt: '2026-06-10' },
    sewerage: { available: true, capacity: null, unit: 'm3/day', source: null, verifiedAt: null },
    heat: { available: true, capacity: 3.2, unit: 'Gcal/h', source: 'ТЭЦ', verifiedAt: '2025-05-27' },
    rail: { available: true, capacity: null, unit: '', source: 'ОАО «РЖД»', verifiedAt: '2026-05-29' },
  },
  distances: { cityKm: 0, roadKm: 2.5, railKm: null, substationKm: 1200 },
};

describe('the site page’s utility table', () => {
  it('writes each row in Russian: availability, capacity with its unit and voltage, source, verification day', () => {
    const rows = utilityRows(site, labelOf(ru), 'ru').map((row) => ({ ...row, capacity: plain(row.capacity) }));
    expect(rows.map((row) => row.key)).toEqual(['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail']);
    expect(rows[0]).toEqual({ key: 'electricity', name: 'Электроснабжение', available: 'Да', capacity: '4,5 МВт, 35 кВ', source: 'ПАО «Россети Сибирь»', verifiedAt: '3 июня 2026 г.' });
    expect(rows[1]).toMatchObject({ available: 'Нет', capacity: '—' });
    expect(rows[2]!.capacity).toBe('1 500 м³/сут');
    // Available, but nobody gave the figure or checked it.
    expect(rows[3]).toMatchObject({ available: 'Да', capacity: 'Нет данных', source: null, verifiedAt: 'не проверялось' });
    expect(rows[4]!.capacity).toBe('3,2 Гкал/ч');
    expect(rows[5]).toMatchObject({ name: 'Железнодорожный подъездной путь', available: 'Да', capacity: 'не применимо' });
  });

  it('writes numbers, units and days the English and Chinese way', () => {
    const english = utilityRows(site, labelOf(en), 'en');
    expect(plain(english[2]!.capacity)).toBe('1,500 m³/day');
    expect(english[0]!.verifiedAt).toBe('3 June 2026');
    expect(utilityRows(site, labelOf(zh), 'zh')[0]!.capacity).toBe('4.5兆瓦，35千伏');
  });

  it('marks a source that fell back to Russian', () => {
    const fallen = { utilities: { gas: { ...site.utilities!.gas!, untranslated: ['source'] } } } as Pick<ProductionSite, 'utilities'>;
    expect(utilityRows(fallen, labelOf(en), 'en')[1]!.sourceLang).toBe('ru');
    expect(utilityRows(site, labelOf(en), 'en')[1]!.sourceLang).toBeUndefined();
  });

  it('says «no data» for a utility the site does not describe at all', () => {
    expect(utilityRows({ utilities: null }, labelOf(ru), 'ru')[0]).toMatchObject({ available: 'Нет данных', capacity: '—', verifiedAt: 'не проверялось' });
  });
});

describe('distances', () => {
  it('gives each distance in km in the locale’s numbers, «no data» where there is none', () => {
    expect(distanceFacts(site, labelOf(ru), 'ru').map(({ label, value }) => [label, plain(value)])).toEqual([
      ['До ближайшего города', '0 км'],
      ['До федеральной трассы', '2,5 км'],
      ['До железнодорожной станции', 'Нет данных'],
      ['До подстанции', '1 200 км'],
    ]);
    expect(plain(quantity(2.5, 'km', labelOf(en), 'en'))).toBe('2.5 km');
  });
});
