import { afterAll, describe, expect, it } from 'vitest';
import * as siteItem from '@/app/api/v1/proizvodstvennie-ploshadki/[id]/route';
import * as siteList from '@/app/api/v1/proizvodstvennie-ploshadki/route';
import { payloadClient } from '@/lib/server/payload';
import { siteToday } from '@/lib/server/sites/staleness';
import { monthsBefore, UTILITY_KEYS } from '@/lib/sites/vocabulary';
import { productionSites } from '@/cms/seed/data/sites';
import { expectNoStaffFields, getItem, getList, type Item } from './helpers';

type UtilityDto = { available: boolean; capacity: number | null; unit: string; source: string | null; verifiedAt: string | null; voltageKv?: number | null };
type SiteItem = Item & {
  areaHa: number | null;
  regime: { value: string; label: string } | null;
  municipality: { value: string; label: string } | null;
  possession: { value: string; label: string }[];
  distances: Record<string, number | null>;
  utilities: Record<string, UtilityDto>;
  stale: boolean;
  infrastructure: string | null;
};

const DEMO_SLUGS = new Set(productionSites.docs.map((doc) => String(doc.slug)));

const bySlug = async (language?: string) => {
  const { items } = await getList(siteList.GET, 'proizvodstvennie-ploshadki?limit=100', { language });
  // The demo content's sites only: other files of the suite publish sites of their own in the same database.
  return new Map((items as SiteItem[]).filter((site) => DEMO_SLUGS.has(site.slug ?? '')).map((site) => [site.slug, site]));
};

/** GET /proizvodstvennie-ploshadki and /{id}: each site's structured facts, its utilities in their units, and `stale`. */
describe('production sites’ facts in the API', () => {
  const created: number[] = [];
  afterAll(async () => {
    const payload = await payloadClient();
    for (const id of created) await payload.delete({ collection: 'production-sites', id });
    await payload.updateGlobal({ slug: 'site-selection', data: { staleAfterMonths: 12 } });
  });

  it('gives every list item the six utilities in their units, the distances, the labelled selects and `stale`', async () => {
    const sites = await bySlug();
    expect(sites.size).toBeGreaterThanOrEqual(8);
    for (const site of sites.values()) {
      expect(Object.keys(site.utilities)).toEqual([...UTILITY_KEYS]);
      expect(Object.keys(site.distances).sort()).toEqual(['cityKm', 'railKm', 'roadKm', 'substationKm']);
      expect(typeof site.stale).toBe('boolean');
      expect(Array.isArray(site.possession)).toBe(true);
    }
    const krasnoyarsk = sites.get('promploshadka-krasnoyarsk-sever')!;
    expect(krasnoyarsk.areaHa).toBe(48);
    expect(krasnoyarsk.regime).toEqual({ value: 'sez', label: 'Особая экономическая зона (ОЭЗ)' });
    expect(krasnoyarsk.municipality).toEqual({ value: 'krasnoyarsk', label: 'Красноярск' });
    expect(krasnoyarsk.possession.map((p) => p.value)).toEqual(['buy', 'rent', 'rent_to_buy']);
    expect(krasnoyarsk.distances).toEqual({ cityKm: 0, roadKm: 6, railKm: 2.5, substationKm: 0.8 });
    expect(krasnoyarsk.utilities.electricity).toEqual({
      available: true, capacity: 12, unit: 'MW', source: 'ПАО «Россети Сибирь» — «Красноярскэнерго»', verifiedAt: '2026-09-15', voltageKv: 110,
    });
    expect(krasnoyarsk.utilities.gas).toMatchObject({ available: false, capacity: null, unit: 'm3/h', source: 'АО «Красноярсккрайгаз»' });
    expect(krasnoyarsk.utilities.water).toMatchObject({ available: true, capacity: 1500, unit: 'm3/day' });
    expect(krasnoyarsk.utilities.heat).toMatchObject({ available: true, capacity: 8, unit: 'Gcal/h' });
    expect(krasnoyarsk.utilities.rail).toEqual({ available: true, capacity: null, unit: '', source: 'ОАО «РЖД», Красноярская железная дорога', verifiedAt: '2026-08-28' });
    expectNoStaffFields(krasnoyarsk);
  });

  it('marks the demo sites verified more than a year ago as stale, and only those', async () => {
    const sites = await bySlug();
    const today = siteToday();
    const stale = [...sites.values()].filter((site) => site.stale).map((site) => site.slug).sort();
    // The seed's verification dates: Boguchany (March 2025) and Lesosibirsk (May 2025) are old; the rest are from 2026.
    const expected = [...sites.values()]
      .filter((site) => UTILITY_KEYS.some((key) => !site.utilities[key]!.verifiedAt || site.utilities[key]!.verifiedAt! < monthsBefore(today, 12)))
      .map((site) => site.slug)
      .sort();
    expect(stale).toEqual(expected);
    expect(stale).toEqual(expect.arrayContaining(['lesopromyshlennaya-ploshadka-lesosibirsk', 'ploshadka-boguchany']));
    expect(stale).not.toContain('promploshadka-krasnoyarsk-sever');
  });

  it('follows the age set in the site-selection global', async () => {
    const payload = await payloadClient();
    await payload.updateGlobal({ slug: 'site-selection', data: { staleAfterMonths: 120 } });
    expect([...(await bySlug()).values()].filter((site) => site.stale)).toEqual([]);
    await payload.updateGlobal({ slug: 'site-selection', data: { staleAfterMonths: 12 } });
    expect((await bySlug()).get('ploshadka-boguchany')!.stale).toBe(true);
  });

  it('answers the detail in the visitor’s language: labels, translated sources, the site’s own infrastructure text', async () => {
    const en = await getItem(siteItem.GET, 'proizvodstvennie-ploshadki/ploshadka-norilsk-kayerkan', { params: { id: 'ploshadka-norilsk-kayerkan' }, language: 'en' }) as SiteItem;
    expect(en.regime).toEqual({ value: 'arctic', label: 'Arctic zone' });
    expect(en.municipality).toEqual({ value: 'norilsk', label: 'Norilsk' });
    expect(en.utilities.gas).toMatchObject({ available: true, capacity: 800, unit: 'm3/h', source: 'Norilsktransgaz' });
    expect(en.distances.roadKm).toBeNull();
    expect(en.infrastructure).toMatch(/Dudinka/);
    const zh = await getItem(siteItem.GET, 'proizvodstvennie-ploshadki/ploshadka-kansk-vostok', { params: { id: 'ploshadka-kansk-vostok' }, language: 'zh' }) as SiteItem;
    expect(zh.possession).toEqual([{ value: 'rent', label: '租赁' }, { value: 'rent_to_buy', label: '先租后买' }]);
    expect(zh.utilities.water).toMatchObject({ available: false, source: '坎斯克市供水公司' });
  });

  it('gives each demo site its own infrastructure text', async () => {
    const texts = [...(await bySlug('tr')).values()].map((site) => site.infrastructure);
    expect(texts.every((text) => typeof text === 'string' && text.length > 80)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('counts a site with a utility never verified as stale, and gives a site saved with no facts empty ones', async () => {
    const payload = await payloadClient();
    const today = siteToday();
    const fresh = { available: true, capacity: 1, source: 'Проверка', verifiedAt: today };
    const site = await payload.create({
      collection: 'production-sites',
      data: {
        title: 'Площадка без даты проверки тепла', siteType: 'greenfield', _status: 'published',
        utilities: { electricity: { ...fresh, voltageKv: 10 }, gas: fresh, water: fresh, sewerage: fresh, heat: { available: false }, rail: { available: false, source: 'РЖД', verifiedAt: today } },
      } as never,
    });
    created.push(site.id);
    const item = await getItem(siteItem.GET, `proizvodstvennie-ploshadki/${site.id}`, { params: { id: String(site.id) } }) as SiteItem;
    expect(item.stale).toBe(true);
    expect(item.utilities.heat).toEqual({ available: false, capacity: null, unit: 'Gcal/h', source: null, verifiedAt: null });
    await payload.update({ collection: 'production-sites', id: site.id, data: { utilities: { heat: { available: false, source: 'Теплосеть', verifiedAt: today } } } as never });
    const verified = await getItem(siteItem.GET, `proizvodstvennie-ploshadki/${site.id}`, { params: { id: String(site.id) } }) as SiteItem;
    expect(verified.stale).toBe(false);
    expect(verified.regime).toEqual({ value: 'none', label: 'Нет' });
    expect(verified.municipality).toBeNull();
    expect(verified.possession).toEqual([]);
    expect(verified.distances).toEqual({ cityKm: null, roadKm: null, railKm: null, substationKm: null });
  });

  it('refuses a verification date that is not a calendar day', async () => {
    const payload = await payloadClient();
    await expect(
      payload.create({ collection: 'production-sites', data: { title: 'Неверная дата', siteType: 'greenfield', utilities: { gas: { verifiedAt: '2026-02-30' } } } as never }),
    ).rejects.toThrow(/verifiedAt|Дата/);
  });
});
