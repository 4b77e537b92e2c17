import { describe, expect, it } from 'vitest';
import { PHONE } from '@/lib/agency-contacts';
import { htmlParagraphs, passportContent, sitePageUrl, type PassportSite } from './content';
import type { PassportSection } from './document';

const utility = (over: Partial<NonNullable<PassportSite['utilities']>['gas']> = {}) => ({
  available: true,
  capacity: null,
  unit: '',
  source: null,
  verifiedAt: null,
  ...over,
});

const site: PassportSite = {
  id: 7,
  slug: 'sever',
  title: 'Промплощадка «Север»',
  siteType: { value: 'greenfield', label: 'Гринфилд' },
  areaHa: 12.5,
  regime: { value: 'tor', label: 'ТОР' },
  municipality: { value: 'kansk', label: 'Канск' },
  possession: [
    { value: 'buy', label: 'Покупка' },
    { value: 'rent', label: 'Аренда' },
  ],
  coordinates: { lat: 56.2, lng: 95.7 },
  distances: { cityKm: 3.5, roadKm: null, railKm: 1, substationKm: 0.4 },
  utilities: {
    electricity: { ...utility({ capacity: 5, unit: 'MW', source: 'ПАО «Россети Сибирь»', verifiedAt: '2026-03-12' }), voltageKv: 10 },
    gas: utility({ available: false, unit: 'm3/h' }),
    water: utility({ capacity: 1200, unit: 'm3/day', source: 'Водоканал', verifiedAt: '2025-01-20' }),
    sewerage: utility({ capacity: 800.5, unit: 'm3/day', verifiedAt: '2026-03-12' }),
    heat: utility({ capacity: 2.5, unit: 'Gcal/h', verifiedAt: '2026-03-12' }),
    rail: utility({ available: true, source: 'РЖД', verifiedAt: '2026-03-12' }),
  },
  stale: true,
  specialisation: 'Деревообработка',
  excerpt: 'Участок у трассы.',
  opportunities: '<p>Льготы &laquo;ТОР&raquo; &amp; аренда</p><ul><li>Первое</li><li>Второе</li></ul>',
  infrastructure: 'Подъезд есть.\n\nОхрана.',
  untranslated: ['title', 'specialisation'],
};

const ctx = { origin: 'https://invest.example.org', email: 'inbox@invest.example.org', staleAfterMonths: 12 } as const;
const section = (sections: PassportSection[], heading: string) => sections.find((s) => s.heading === heading)!;

describe('passportContent', () => {
  it('writes every fact in Russian with the locale’s numbers and units, the utilities with sources and dates', () => {
    const content = passportContent(site, { ...ctx, locale: 'ru' });
    expect(content.title).toBe('Паспорт площадки «Промплощадка «Север»»');
    expect(content.lang).toBe('ru');
    const main = section(content.sections, 'Основные сведения');
    expect(main.kind === 'facts' && main.rows.map((r) => [r.label, r.value.text])).toEqual([
      ['Тип площадки', 'Гринфилд'],
      ['Площадь', '12,5 га'],
      ['Льготный режим', 'ТОР'],
      ['Муниципальное образование', 'Канск'],
      ['Координаты', '56.20000, 95.70000'],
      ['Формы предоставления', 'Покупка, Аренда'],
      ['Специализация', 'Деревообработка'],
    ]);
    const table = content.sections.find((s) => s.kind === 'table')!;
    expect(table.kind === 'table' && table.rows).toEqual([
      ['Электроснабжение', 'Да', '5 МВт, 10 кВ', 'ПАО «Россети Сибирь»', '12 марта 2026 г.'],
      ['Газоснабжение', 'Нет', '—', '—', 'не проверялось'],
      ['Водоснабжение', 'Да', '1\u00a0200 м³/сут', 'Водоканал', '20 января 2025 г.'],
      ['Водоотведение', 'Да', '800,5 м³/сут', '—', '12 марта 2026 г.'],
      ['Теплоснабжение', 'Да', '2,5 Гкал/ч', '—', '12 марта 2026 г.'],
      ['Железнодорожный подъездной путь', 'Да', '—', 'РЖД', '12 марта 2026 г.'],
    ]);
    const distances = section(content.sections, 'Расстояния');
    expect(distances.kind === 'facts' && distances.rows.map((r) => r.value.text)).toEqual(['3,5 км', 'Нет данных', '1 км', '0,4 км']);
    expect(content.staleNote).toContain('Данные могут быть устаревшими');
    expect(content.staleNote).toContain('12 месяцев');
    // Rich text becomes paragraphs of plain text; the infrastructure's blank lines separate paragraphs.
    const opportunities = section(content.sections, 'Возможности для резидентов');
    expect(opportunities.kind === 'text' && opportunities.paragraphs.map((p) => p.text)).toEqual(['Льготы «ТОР» & аренда', 'Первое', 'Второе']);
    const infrastructure = section(content.sections, 'Инфраструктура');
    expect(infrastructure.kind === 'text' && infrastructure.paragraphs.map((p) => p.text)).toEqual(['Подъезд есть.', 'Охрана.']);
    const contacts = section(content.sections, 'Контакты агентства');
    expect(contacts.kind === 'facts' && contacts.rows.map((r) => r.value.text)).toEqual(
      expect.arrayContaining([PHONE.display, 'inbox@invest.example.org', 'https://invest.example.org/']),
    );
    expect(content.qr.url).toBe('https://invest.example.org/investicionnie-ploshadki/proizvodstvennie-ploshadki/sever');
    expect(content.pageLabel).toBe('Страница {page} из {total}');
  });

  it('in English: its labels, decimal points, the page in English, Russian texts marked as Russian', () => {
    const content = passportContent({ ...site, stale: false }, { ...ctx, locale: 'en' });
    expect(content.title).toBe('Site passport: Промплощадка «Север»');
    expect(content.siteName).toEqual({ text: 'Промплощадка «Север»', lang: 'ru' });
    expect(content.staleNote).toBeNull();
    const main = section(content.sections, 'Key facts');
    expect(main.kind === 'facts' && main.rows.find((r) => r.value.text === 'Деревообработка')!.value.lang).toBe('ru');
    expect(main.kind === 'facts' && main.rows.find((r) => r.value.text.endsWith('ha'))!.value.text).toBe('12.5 ha');
    expect(content.qr.url).toBe('https://invest.example.org/en/investicionnie-ploshadki/proizvodstvennie-ploshadki/sever');
    expect(content.qr.alt).toContain('Промплощадка «Север»');
  });

  it('leaves out facts the site does not have, and says so for utilities nobody described', () => {
    const bare: PassportSite = { id: 1, slug: 'bare', title: 'Bare' };
    const content = passportContent(bare, { ...ctx, locale: 'zh' });
    const main = content.sections.find((s) => s.kind === 'facts')!;
    expect(main.kind === 'facts' && main.rows).toEqual([]);
    const table = content.sections.find((s) => s.kind === 'table')!;
    expect(table.kind === 'table' && table.rows.every((row) => row[2] === '—')).toBe(true);
    expect(content.sections.some((s) => s.kind === 'text')).toBe(false);
    // Without the API's mark, the vocabulary's rule: utilities never verified are stale.
    expect(content.staleNote).toContain('数据可能已过时');
  });
});

describe('helpers', () => {
  it('htmlParagraphs decodes entities and drops tags', () => {
    expect(htmlParagraphs('<p>a&nbsp;b &#171;c&#187; &#x41;</p><p></p><h2>D</h2>')).toEqual(['a\u00a0b «c» A', 'D']);
    expect(htmlParagraphs('<p>&#99999999; &unknown;</p>')).toEqual(['&#99999999; &unknown;']);
  });

  it('sitePageUrl prefixes the language except Russian', () => {
    expect(sitePageUrl('https://x.org/', 'ru', 's')).toBe('https://x.org/investicionnie-ploshadki/proizvodstvennie-ploshadki/s');
    expect(sitePageUrl('https://x.org', 'zh', 's')).toBe('https://x.org/zh/investicionnie-ploshadki/proizvodstvennie-ploshadki/s');
  });
});
