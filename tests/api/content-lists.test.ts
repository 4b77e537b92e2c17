import { describe, expect, it } from 'vitest';
import * as calculator from '@/app/api/v1/calculator/[dictionary]/route';
import * as institutions from '@/app/api/v1/development-institutions/route';
import * as cities from '@/app/api/v1/event/cities/route';
import * as types from '@/app/api/v1/event/types/route';
import * as faq from '@/app/api/v1/faq/route';
import * as indexSwitch from '@/app/api/v1/index-switch/route';
import * as investRules from '@/app/api/v1/invest-rules/route';
import * as measureItem from '@/app/api/v1/support-measures/[group]/[id]/route';
import * as measures from '@/app/api/v1/support-measures/[group]/route';
import { expect404, expect422, expectNoStaffFields, getItem, getList } from './helpers';

/** The whole-list families of §7: no pagination needed, but page and limit still work and are checked. */
describe.each([
  { path: 'faq', handler: faq.GET, count: 10, fields: ['question', 'answer', 'order'], en: 'How do I submit an investment project?', tr: 'Yatırım projesi nasıl sunulur?', zh: '如何提交投资项目？', key: 'question' },
  { path: 'index-switch', handler: indexSwitch.GET, count: 3, fields: ['title', 'text', 'link', 'image'], en: 'For investors', tr: 'Yatırımcılara', zh: '致投资者', key: 'title' },
  { path: 'development-institutions', handler: institutions.GET, count: 6, fields: ['name', 'description', 'email', 'phone', 'website', 'logo'], en: 'Yenisei Siberia Development Corporation', tr: 'Yenisey Sibirya Kalkınma Şirketi', zh: '叶尼塞西伯利亚发展公司', key: 'name' },
  { path: 'invest-rules', handler: investRules.GET, count: 7, fields: ['title', 'content', 'term', 'responsible', 'file'], en: 'Connection to the power grid', tr: 'Elektrik şebekesine bağlantı', zh: '接入电网', key: 'title' },
  { path: 'event/types', handler: types.GET, count: 5, fields: ['name', 'slug'], en: 'Forum', tr: 'Forum', zh: '论坛', key: 'name' },
  { path: 'event/cities', handler: cities.GET, count: 6, fields: ['name', 'slug'], en: 'Krasnoyarsk', tr: 'Krasnoyarsk', zh: '克拉斯诺亚尔斯克', key: 'name' },
])('GET /$path', ({ path, handler, count, fields, en, tr, zh, key }) => {
  it('lists everything as { items, totalCount } in order', async () => {
    const result = await getList(handler, path);
    expect(result.totalCount).toBe(count);
    expect(result.items).toHaveLength(count);
    for (const item of result.items) for (const field of fields) expect(item, field).toHaveProperty(field);
    expectNoStaffFields(result);
  });

  it('pages when asked: page 2 differs, totalCount stays; bad values are 422', async () => {
    const one = await getList(handler, `${path}?page=1&limit=2`);
    const two = await getList(handler, `${path}?page=2&limit=2`);
    expect(one.items).toHaveLength(2);
    expect(two.totalCount).toBe(count);
    expect(two.items[0]!.id).not.toBe(one.items[0]!.id);
    await expect422(handler, `${path}?page=0`, 'page');
    await expect422(handler, `${path}?limit=-5`, 'limit');
  });

  it('translates every entry into en, tr and zh', async () => {
    const ru = (await getList(handler, path)).items;
    const local = async (language: string) => (await getList(handler, path, { language })).items;
    const [inEn, inTr, inZh] = [await local('en'), await local('tr'), await local('zh')];
    expect(inEn[0]![key]).toBe(en);
    expect(inTr[0]![key]).toBe(tr);
    expect(inZh[0]![key]).toBe(zh);
    // Every entry, not only the first: its text differs from the Russian and none of its own texts is named as fallen
    // back (lib/server/content/dto.ts).
    for (const items of [inEn, inTr, inZh]) {
      items.forEach((item, i) => {
        expect(item[key], `${path}[${i}].${key}`).not.toBe(ru[i]![key]);
        expect(item, `${path}[${i}]`).not.toHaveProperty('untranslated');
      });
    }
  });
});

describe('GET /development-institutions', () => {
  it('gives e-mail and phone of each institution', async () => {
    for (const item of (await getList(institutions.GET, 'development-institutions')).items) {
      expect(item.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(item.phone).toMatch(/^\+7 \(391\)/);
    }
  });
});

describe('GET /invest-rules', () => {
  it('has the rule texts as HTML and a downloadable document', async () => {
    const [first] = (await getList(investRules.GET, 'invest-rules')).items;
    expect(first!.content).toMatch(/^<p>/);
    expect(first!.file).toMatchObject({ url: expect.stringMatching(/^\/api\/cms\/documents\/file\/.+\.pdf$/), mimeType: 'application/pdf' });
  });
});

describe('GET /support-measures/{group}', () => {
  const groups = { 'financial-support': 4, 'tax-and-government-preferences': 4, 'project-support': 3 } as const;

  it.each(Object.entries(groups))('%s lists its measures with items', async (group, count) => {
    const result = await getList(measures.GET, `support-measures/${group}`, { params: { group } });
    expect(result.totalCount).toBe(count);
    for (const item of result.items) {
      expect(item.group).toEqual({ value: group, label: expect.any(String) });
      expect(item).toHaveProperty('items');
    }
    const en = await getList(measures.GET, `support-measures/${group}`, { params: { group }, language: 'en' });
    expect(en.items[0]!.title).not.toBe(result.items[0]!.title);
  });

  it('gives one measure by slug or id within its group; other groups, unknown ids and groups are 404', async () => {
    const params = { group: 'financial-support', id: 'zaymy-fonda-razvitiya-promyshlennosti' };
    const item = await getItem(measureItem.GET, 'support-measures/financial-support/zaymy-fonda-razvitiya-promyshlennosti', { params, language: 'zh' });
    expect(item.title).toBe('工业发展基金优惠贷款');
    expect(item.provider).toBe('克拉斯诺亚尔斯克边疆区工业发展基金');
    expect(item.items).toHaveLength(3);
    expect(item.content).toContain('href="/kalkulator-lgot"');
    expect(await getItem(measureItem.GET, 'x', { params: { ...params, id: String(item.id) } })).toMatchObject({ id: item.id });
    await expect404(measureItem.GET, 'x', { group: 'project-support', id: params.id });
    await expect404(measureItem.GET, 'x', { group: 'financial-support', id: 'nope' });
    await expect404(measures.GET, 'support-measures/other', { group: 'other' });
  });
});

describe('GET /calculator/{dictionary}', () => {
  it.each([
    ['investment-size', 4, ['name', 'min', 'max']],
    ['okved', 10, ['code', 'name']],
    ['subject-msp', 2, ['name', 'isMsp']],
    ['support-type', 5, ['name']],
    ['support-measures', 6, ['name', 'description', 'benefit', 'investmentSizes', 'okved', 'subjectMsp', 'supportTypes']],
  ] as const)('%s', async (dictionary, count, fields) => {
    const result = await getList(calculator.GET, `calculator/${dictionary}`, { params: { dictionary } });
    expect(result.totalCount).toBe(count);
    for (const item of result.items) for (const field of fields) expect(item).toHaveProperty(field);
    const en = await getList(calculator.GET, `calculator/${dictionary}`, { params: { dictionary }, language: 'en' });
    expect(en.items[0]!.name).not.toBe(result.items[0]!.name);
  });

  it('links the measures to the other dictionaries by id', async () => {
    const [first] = (await getList(calculator.GET, 'calculator/support-measures', { params: { dictionary: 'support-measures' } })).items;
    expect(first!.okved).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), code: '16' })]));
    await expect404(calculator.GET, 'calculator/other', { dictionary: 'other' });
  });
});
