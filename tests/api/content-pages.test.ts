import { describe, expect, it } from 'vitest';
import * as aboutRegion from '@/app/api/v1/about-region/route';
import * as arctic from '@/app/api/v1/arctic/route';
import * as corporation from '@/app/api/v1/korporaciya-razvitiya-eniseyskoy-sibiri/route';
import * as algorithm from '@/app/api/v1/project-implementation-algorithm/route';
import * as settingFile from '@/app/api/v1/setting-file/[key]/route';
import * as statistic from '@/app/api/v1/setting-statistic/route';
import * as setting from '@/app/api/v1/setting/[key]/route';
import * as technoValley from '@/app/api/v1/techno-valley/route';
import { expect404, expect422, expectNoStaffFields, getItem, getList } from './helpers';

describe('GET /setting/{n}', () => {
  const numbers = [...Array.from({ length: 32 }, (_, n) => n)].filter((n) => n !== 8 && n !== 16);

  it('has a page text for every n of §7 (0–7, 9–15, 17–31)', async () => {
    for (const n of numbers) {
      const item = await getItem(setting.GET, `setting/${n}`, { params: { key: String(n) } });
      expect(item).toMatchObject({ key: n, title: expect.any(String), subtitle: expect.any(String), content: expect.stringMatching(/^<p>/) });
      expectNoStaffFields(item);
    }
  });

  it('translates every page text into en, tr and zh', async () => {
    const ru = await getItem(setting.GET, 'setting/23', { params: { key: '23' } });
    const tr = await getItem(setting.GET, 'setting/23', { params: { key: '23' }, language: 'tr' });
    const zh = await getItem(setting.GET, 'setting/5', { params: { key: '5' }, language: 'zh' });
    expect(ru.subtitle).toMatch(/2,6 трлн рублей/);
    expect(tr.title).toBe('Yenisey Sibirya entegre yatırım projesi');
    expect(tr.subtitle).toMatch(/2,6 trilyon ruble/);
    expect(zh.title).toBe('经济特区');
    expect(zh.subtitle).toMatch(/32\.9吉卡\/小时/);
    for (const n of numbers) {
      for (const language of ['en', 'tr', 'zh']) {
        const item = await getItem(setting.GET, `setting/${n}`, { params: { key: String(n) }, language });
        expect(JSON.stringify(item), `setting/${n} in ${language}: no text fell back to Russian`).not.toContain('untranslated');
      }
    }
    expect((await getItem(setting.GET, 'setting/5', { params: { key: '5' }, language: 'en' })).subtitle).toMatch(/32\.9 Gcal\/h/);
  });

  it('is 404 for unknown numbers', async () => {
    for (const key of ['8', '16', '32', '99', 'abc', '-1']) await expect404(setting.GET, `setting/${key}`, { key });
  });
});

describe('GET /setting-statistic', () => {
  it.each([
    ['about_region', 4],
    ['arctic', 2],
    ['cip_eniseyskaya_sybir', 3],
    ['rezidents_arctics', 2],
    ['banner_index', 4],
  ])('type=%s', async (type, count) => {
    const result = await getList(statistic.GET, `setting-statistic?type=${type}`);
    expect(result.totalCount).toBe(count);
    for (const item of result.items) {
      expect(item).toMatchObject({ value: expect.any(String), label: expect.any(String), type: { value: type, label: type } });
    }
  });

  it('has the §9 figures, translated into every language; a bad type is 422', async () => {
    const banner = await getList(statistic.GET, 'setting-statistic?type=banner_index', { language: 'en' });
    // Numbers are formatted per locale: a decimal point in English and Chinese, a comma in Russian.
    expect(banner.items.map((i) => i.value)).toEqual(['160+', '2.6', '32.9', '5']);
    const bannerRu = await getList(statistic.GET, 'setting-statistic?type=banner_index', { language: 'ru' });
    expect(bannerRu.items.map((i) => i.value)).toEqual(['160+', '2,6', '32,9', '5']);
    expect(banner.items[0]).toMatchObject({ unit: 'initiatives', label: 'in the Yenisei Siberia portfolio' });
    expect(banner.items[2]!.unit).toBe('Gcal/h');
    const cip = await getList(statistic.GET, 'setting-statistic?type=cip_eniseyskaya_sybir', { language: 'zh' });
    expect(cip.items[0]).toMatchObject({ value: '160+', label: '项倡议纳入项目组合' });
    expect(cip.items[1]).toMatchObject({ value: '2.6', unit: '万亿卢布', label: '总额' });
    expect(JSON.stringify(cip)).not.toContain('untranslated');
    expect((await getList(statistic.GET, 'setting-statistic')).totalCount).toBe(15);
    await expect422(statistic.GET, 'setting-statistic?type=nope', 'type');
  });
});

describe('GET /setting-file/{key}', () => {
  it.each([
    ['gchp', 2],
    ['region_presentation', 1],
    ['investment_declaration_of_the_krasnoyarsk_territory', 1],
    ['investicionniy_komitet_krasnoyarskogo_kraya', 2],
    ['normativnie_documenti_arctici', 3],
  ])('%s lists its documents', async (key, count) => {
    const item = await getItem(settingFile.GET, `setting-file/${key}`, { params: { key } });
    expect(item.key).toEqual({ value: key, label: key });
    expect(item.items).toHaveLength(count);
    for (const file of item.items as Array<Record<string, { url: string }>>) {
      expect(file).toMatchObject({ title: expect.any(String) });
      expect(file.file?.url).toMatch(/^\/api\/cms\/documents\/file\/.+\.pdf$/);
    }
  });

  it('translates titles and is 404 for unknown keys', async () => {
    const zh = await getItem(settingFile.GET, 'x', { params: { key: 'region_presentation' }, language: 'zh' });
    expect(zh.title).toBe('地区推介材料');
    expect((zh.items as Array<{ title: string }>)[0]!.title).toBe('克拉斯诺亚尔斯克边疆区投资推介材料');
    await expect404(settingFile.GET, 'x', { key: 'other' });
  });
});

describe.each([
  { path: 'about-region', handler: aboutRegion.GET, extra: ['facts', 'sections'], en: 'About the region', tr: 'Bölge hakkında', zh: '地区概况' },
  { path: 'arctic', handler: arctic.GET, extra: ['benefits', 'requirements'], en: 'The Arctic zone of Krasnoyarsk Krai', tr: 'Krasnoyarsk Krayı’nın Arktik bölgesi', zh: '克拉斯诺亚尔斯克边疆区北极地区' },
  { path: 'project-implementation-algorithm', handler: algorithm.GET, extra: ['steps'], en: 'How an investment project is implemented', tr: 'Yatırım projesinin uygulama adımları', zh: '投资项目实施流程' },
  { path: 'korporaciya-razvitiya-eniseyskoy-sibiri', handler: corporation.GET, extra: ['services', 'contacts'], en: 'Yenisei Siberia Development Corporation', tr: 'Yenisey Sibirya Kalkınma Şirketi', zh: '叶尼塞西伯利亚发展公司' },
  { path: 'techno-valley', handler: technoValley.GET, extra: ['facts', 'privileges'], en: 'Krasnoyarsk Technology Valley SEZ', tr: 'Krasnoyarsk Teknoloji Vadisi ÖEB', zh: '克拉斯诺亚尔斯克技术谷经济特区' },
])('GET /$path', ({ path, handler, extra, en, tr, zh }) => {
  it('is a page with title, lead, HTML text, image and its blocks, in every language', async () => {
    const ru = await getItem(handler, path);
    expect(ru).toMatchObject({ title: expect.any(String), lead: expect.any(String), content: expect.stringMatching(/^<p>/), image: { url: expect.any(String) } });
    for (const field of extra) expect(ru).toHaveProperty(field);
    expect(ru).not.toHaveProperty('id');
    expectNoStaffFields(ru);
    expect((await getItem(handler, path, { language: 'en' })).title).toBe(en);
    const inTr = await getItem(handler, path, { language: 'tr' });
    const inZh = await getItem(handler, path, { language: 'zh' });
    expect(inTr.title).toBe(tr);
    expect(inZh.title).toBe(zh);
    for (const answer of [inTr, inZh]) {
      expect(answer.lead).not.toBe(ru.lead);
      expect(answer.content).not.toBe(ru.content);
      // Nothing of the page fell back to Russian (lib/server/content/dto.ts names what did).
      expect(JSON.stringify(answer)).not.toContain('untranslated');
    }
  });
});

describe('§9 figures', () => {
  it('about-region and techno-valley carry 2.6 trillion / 160 initiatives, 32.9 Gcal/h and 5 years', async () => {
    const about = await getItem(aboutRegion.GET, 'about-region');
    expect(about.content).toMatch(/более 160 инициатив на сумму около 2,6 трлн рублей/);
    const valley = await getItem(technoValley.GET, 'techno-valley', { language: 'en' });
    expect(valley.facts).toEqual([
      { value: '32,9', unit: 'Gcal/h', label: 'of available heat capacity' },
      { value: '5', unit: 'years', label: 'of preferential taxation' },
    ]);
  });
});
