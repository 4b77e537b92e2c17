import { describe, expect, it } from 'vitest';
import * as cipItem from '@/app/api/v1/cip/[id]/route';
import * as cipList from '@/app/api/v1/cip/route';
import * as eventItem from '@/app/api/v1/event/[id]/route';
import * as eventList from '@/app/api/v1/event/route';
import * as eventTypePaged from '@/app/api/v1/event-type/route';
import * as projectTypeItem from '@/app/api/v1/invest-project-type/[id]/route';
import * as projectTypeList from '@/app/api/v1/invest-project-type/route';
import * as projectItem from '@/app/api/v1/invest-project/[id]/route';
import * as projectList from '@/app/api/v1/invest-project/route';
import * as perspectiveItem from '@/app/api/v1/perspektivnie-proekti/[id]/route';
import * as perspectiveList from '@/app/api/v1/perspektivnie-proekti/route';
import * as siteItem from '@/app/api/v1/proizvodstvennie-ploshadki/[id]/route';
import * as siteList from '@/app/api/v1/proizvodstvennie-ploshadki/route';
import * as residentItem from '@/app/api/v1/rezidents-arctics/[id]/route';
import * as residentList from '@/app/api/v1/rezidents-arctics/route';
import * as storyItem from '@/app/api/v1/success-story/[id]/route';
import * as storyList from '@/app/api/v1/success-story/route';
import * as videoList from '@/app/api/v1/video-gallery/route';
import { expect404, expect422, expectNoStaffFields, getItem, getList, type Item } from './helpers';

type Handler = Parameters<typeof getList>[0];
type Family = {
  path: string;
  list: Handler;
  item?: Handler;
  /** At least this many seeded items. */
  min: number;
  fields: string[];
  /** An item and some of its fields as each language answers them (the demo seed is written in every language). */
  sample: { slug: string; en: Record<string, string>; tr: Record<string, string>; zh: Record<string, string> };
};

/** The paginated families of §7 (`?page&limit` and `/{id}`), one table, the same checks each. */
const families: Family[] = [
  {
    path: 'cip', list: cipList.GET, item: cipItem.GET, min: 7,
    fields: ['title', 'investor', 'implementationPeriod', 'investmentSize', 'stage', 'excerpt', 'image'],
    sample: { slug: 'boguchanskiy-alyuminievyy-zavod', en: { title: 'Boguchany Aluminium Smelter', investor: 'RUSAL and RusHydro (BEMO project)' }, tr: { title: 'Boguçanı Alüminyum İzabe Tesisi', investor: 'RUSAL ve RusHidro (BEMO projesi)' }, zh: { title: '博古恰内铝厂', investor: '俄铝与俄罗斯水电公司（BEMO项目）' } },
  },
  {
    path: 'invest-project', list: projectList.GET, item: projectItem.GET, min: 8,
    fields: ['title', 'type', 'resourceBase', 'territory', 'investmentVolume', 'coordinates', 'image'],
    sample: { slug: 'pelletnoe-proizvodstvo-lesosibirsk', en: { title: 'Fuel pellet plant in Lesosibirsk', territory: 'Lesosibirsk' }, tr: { title: 'Lesosibirsk’te yakıt peleti üretimi', territory: 'Lesosibirsk' }, zh: { title: '列索西比尔斯克燃料颗粒厂', territory: '列索西比尔斯克市' } },
  },
  {
    path: 'invest-project-type', list: projectTypeList.GET, item: projectTypeItem.GET, min: 5,
    fields: ['name', 'order'],
    sample: { slug: 'promyshlennost', en: { name: 'Industry' }, tr: { name: 'Sanayi' }, zh: { name: '工业' } },
  },
  {
    path: 'event-type', list: eventTypePaged.GET, min: 5,
    fields: ['name'],
    sample: { slug: 'forum', en: { name: 'Forum' }, tr: { name: 'Forum' }, zh: { name: '论坛' } },
  },
  {
    path: 'event', list: eventList.GET, item: eventItem.GET, min: 6,
    fields: ['title', 'date', 'endDate', 'type', 'city', 'place', 'excerpt', 'image', 'registrationOpen'],
    sample: { slug: 'krasnoyarskiy-ekonomicheskiy-forum-2027', en: { title: 'Krasnoyarsk Economic Forum', place: 'Siberia International Exhibition and Business Centre, 19 Aviatorov Street' }, tr: { title: 'Krasnoyarsk Ekonomi Forumu', place: 'Sibirya Uluslararası Fuar ve İş Merkezi, Aviatorov Caddesi 19' }, zh: { title: '克拉斯诺亚尔斯克经济论坛', place: '“西伯利亚”国际会展商务中心（阿维亚托罗夫街19号）' } },
  },
  {
    path: 'perspektivnie-proekti', list: perspectiveList.GET, item: perspectiveItem.GET, min: 6,
    fields: ['title', 'industry', 'location', 'investmentVolume', 'image'],
    sample: { slug: 'zavod-po-proizvodstvu-faneri', en: { title: 'Plywood mill', location: 'Yeniseysk district' }, tr: { title: 'Kontrplak fabrikası', location: 'Yeniseysk ilçesi' }, zh: { title: '胶合板厂', location: '叶尼塞斯克区' } },
  },
  {
    path: 'proizvodstvennie-ploshadki', list: siteList.GET, item: siteItem.GET, min: 8,
    fields: ['title', 'siteType', 'location', 'coordinates', 'areaHa', 'specialisation', 'image'],
    sample: { slug: 'promploshadka-krasnoyarsk-sever', en: { title: 'Krasnoyarsk North Industrial Park', location: 'Krasnoyarsk, Severnoye Highway' }, tr: { title: 'Krasnoyarsk Kuzey Sanayi Parkı', location: 'Krasnoyarsk, Severnoye Yolu' }, zh: { title: '克拉斯诺亚尔斯克北部工业园', location: '克拉斯诺亚尔斯克市北方公路' } },
  },
  {
    path: 'rezidents-arctics', list: residentList.GET, item: residentItem.GET, min: 6,
    fields: ['name', 'activity', 'location', 'investment', 'jobs', 'logo'],
    sample: { slug: 'norilskiy-hlebozavod', en: { name: 'Norilsk Bakery', activity: 'Food industry' }, tr: { name: 'Norilsk Ekmek Fabrikası', activity: 'Gıda sanayii' }, zh: { name: '诺里尔斯克面包厂', activity: '食品工业' } },
  },
  {
    path: 'success-story', list: storyList.GET, item: storyItem.GET, min: 6,
    fields: ['title', 'company', 'publishedAt', 'excerpt', 'image'],
    sample: { slug: 'pelletnoe-proizvodstvo-v-lesosibirske', en: { title: 'Sawmill waste becomes an export product', company: 'Timber company, Lesosibirsk' }, tr: { title: 'Kereste atıkları ihracat ürününe dönüştü', company: 'Orman ürünleri şirketi, Lesosibirsk' }, zh: { title: '锯木废料变身出口商品', company: '列索西比尔斯克一家林业企业' } },
  },
  {
    path: 'video-gallery', list: videoList.GET, min: 6,
    fields: ['title', 'description', 'videoUrl', 'preview', 'publishedAt'],
    sample: { slug: 'oez-krasnoyarskaya-tehnologicheskaya-dolina', en: { title: 'Krasnoyarsk Technology Valley SEZ' }, tr: { title: 'Krasnoyarsk Teknoloji Vadisi ÖEB' }, zh: { title: '克拉斯诺亚尔斯克技术谷经济特区' } },
  },
];

const ids = (items: Item[]) => items.map((i) => i.id);

describe.each(families)('GET /$path', ({ path, list, item, min, fields, sample }) => {
  it('lists { items, totalCount } with the family’s fields and nothing for staff', async () => {
    const result = await getList(list, path);
    expect(result.totalCount).toBeGreaterThanOrEqual(min);
    expect(result.items.length).toBe(Math.min(10, result.totalCount));
    for (const entry of result.items) {
      expect(entry).toMatchObject({ id: expect.any(Number), slug: expect.stringMatching(/^[a-z0-9-]+$/) });
      for (const field of fields) expect(entry, `${path}.${field}`).toHaveProperty(field);
    }
    expectNoStaffFields(result);
  });

  it('paginates: page 2 differs from page 1, totalCount is the same and right', async () => {
    const all = await getList(list, `${path}?page=1&limit=100`);
    const one = await getList(list, `${path}?page=1&limit=2`);
    const two = await getList(list, `${path}?page=2&limit=2`);
    expect(one.totalCount).toBe(all.items.length);
    expect(two.totalCount).toBe(all.items.length);
    expect(ids(one.items)).toEqual(ids(all.items).slice(0, 2));
    expect(ids(two.items)).toEqual(ids(all.items).slice(2, 4));
    expect(ids(two.items)).not.toEqual(ids(one.items));
  });

  it('answers in en, tr and zh, every text in the language asked for', async () => {
    const all = await getList(list, `${path}?limit=100`);
    const index = all.items.findIndex((i) => i.slug === sample.slug);
    expect(index, `${sample.slug} is listed`).toBeGreaterThanOrEqual(0);
    const ru = all.items[index]!;
    for (const locale of ['en', 'tr', 'zh'] as const) {
      const localized = (await getList(list, `${path}?limit=100`, { language: locale })).items[index]!;
      expect(localized.id).toBe(ru.id);
      for (const [field, value] of Object.entries(sample[locale])) {
        expect(localized[field], `${locale}.${field}`).toBe(value);
        expect(localized[field], `${locale}.${field} is not the Russian text`).not.toBe(ru[field]);
      }
      // Nothing of the item fell back to Russian (lib/server/content/dto.ts names what did).
      expect(JSON.stringify(localized), `${locale}: no text fell back to Russian`).not.toContain('untranslated');
    }
  });

  it('is 422 for a malformed page or limit', async () => {
    await expect422(list, `${path}?page=0`, 'page');
    await expect422(list, `${path}?page=two`, 'page');
    await expect422(list, `${path}?limit=0`, 'limit');
    await expect422(list, `${path}?limit=1000`, 'limit');
  });

  if (item) {
    it('finds an item by slug or numeric id (with its full text); unknown ids are 404', async () => {
      const bySlug = await getItem(item, `${path}/${sample.slug}`, { params: { id: sample.slug } });
      const byId = await getItem(item, `${path}/${bySlug.id}`, { params: { id: String(bySlug.id) } });
      expect(byId).toEqual(bySlug);
      expect(bySlug.slug).toBe(sample.slug);
      expectNoStaffFields(bySlug);
      await expect404(item, `${path}/999999`, { id: '999999' });
      await expect404(item, `${path}/no-such-thing`, { id: 'no-such-thing' });
      await expect404(item, `${path}/NOT%20A%20SLUG`, { id: 'NOT%20A%20SLUG' });
    });
  }
});

describe('filters', () => {
  it('GET /event filters by type and city (id or slug), and combines them', async () => {
    const all = await getList(eventList.GET, 'event?limit=100');
    const forums = await getList(eventList.GET, 'event?type=forum&limit=100');
    expect(forums.totalCount).toBeGreaterThanOrEqual(2);
    expect(forums.totalCount).toBeLessThan(all.totalCount);
    for (const e of forums.items) expect((e.type as { slug: string }).slug).toBe('forum');
    const typeId = (forums.items[0]!.type as { id: number }).id;
    expect(ids((await getList(eventList.GET, `event?type=${typeId}&limit=100`)).items)).toEqual(ids(forums.items));
    const inKrasnoyarsk = await getList(eventList.GET, 'event?city=krasnoyarsk&limit=100');
    for (const e of inKrasnoyarsk.items) expect((e.city as { slug: string }).slug).toBe('krasnoyarsk');
    const both = await getList(eventList.GET, 'event?city=krasnoyarsk&type=forum&limit=100');
    expect(both.items.map((e) => e.slug)).toEqual(['krasnoyarskiy-ekonomicheskiy-forum-2027', 'investicionnaya-sessiya-kef-2026']);
    expect((await getList(eventList.GET, 'event?city=norilsk&type=webinar')).totalCount).toBe(0);
    await expect422(eventList.GET, 'event?type=%3Cscript%3E', 'type');
    await expect422(eventList.GET, 'event?city=Bad%20City', 'city');
  });

  it('GET /event types and cities come with localized names', async () => {
    const type = (await getList(eventList.GET, 'event?limit=1', { language: 'en' })).items[0]!.type as Record<string, unknown>;
    expect(type).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
  });

  it('GET /invest-project filters by type only when it is nonzero', async () => {
    const all = await getList(projectList.GET, 'invest-project?limit=100');
    expect((await getList(projectList.GET, 'invest-project?limit=100&type=0')).totalCount).toBe(all.totalCount);
    const agro = await getList(projectList.GET, 'invest-project?limit=100&type=apk');
    expect(agro.totalCount).toBe(3);
    const typeId = (agro.items[0]!.type as { id: number }).id;
    expect((await getList(projectList.GET, `invest-project?limit=100&type=${typeId}`)).totalCount).toBe(3);
    expect((await getList(projectList.GET, 'invest-project?type=424242')).totalCount).toBe(0);
  });

  it('production sites carry a localized site type, coordinates and utilities', async () => {
    const site = await getItem(siteItem.GET, 'proizvodstvennie-ploshadki/promploshadka-krasnoyarsk-sever', {
      params: { id: 'promploshadka-krasnoyarsk-sever' },
      language: 'tr',
    });
    expect(site.siteType).toEqual({ value: 'industrial-park', label: 'Sanayi parkı' });
    expect(site.coordinates).toEqual({ lat: 56.0846, lng: 92.9137 });
    expect(site.areaHa).toBe(48);
    const utilities = site.utilities as Record<string, { available: boolean }>;
    expect(Object.keys(utilities)).toEqual(['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail']);
    expect(utilities.rail!.available).toBe(true);
    expect(utilities.gas!.available).toBe(false);
    expect(String(site.opportunities)).toMatch(/^<ul><li[^>]*>arsa satın alma, kiralama veya kiralayıp satın alma/);
  });
});
