import { describe, expect, it } from 'vitest';
import { LanguageIndex, type IndexedDoc } from './engine';
import { editDistance, queryTerms, snippet, switchLayout, tokenize, typoAllowance } from './text';

const same = (a: string, b: string, locale: 'ru' | 'en' | 'tr' | 'zh') => expect(queryTerms(a, locale)).toEqual(queryTerms(b, locale));

describe('search text: how a query and a text are compared', () => {
  it('Russian: word forms share their stem, ё is е, case does not matter', () => {
    same('площадки', 'площадка', 'ru');
    same('налоговые льготы', 'Налоговая льгота', 'ru');
    same('ёлка', 'ЕЛКА', 'ru');
    same('инвестиций', 'инвестиции', 'ru');
    expect(queryTerms('площадки', 'ru')).not.toEqual(queryTerms('площади', 'ru'));
  });

  it('Russian words are Russian in every language’s index (a text that fell back stays findable)', () => {
    for (const locale of ['en', 'tr', 'zh'] as const) same('площадки', 'площадка', locale);
  });

  it('Turkish: İ, I, ı and i are one letter; suffixes go', () => {
    same('ihracat', 'İhracat', 'tr');
    same('IHRACAT', 'ihracat', 'tr');
    same('ışık', 'IŞIK', 'tr');
    same('teşvikler', 'teşvik', 'tr');
    same('tesvik', 'teşvik', 'tr');
    same('ihracatı', 'ihracat', 'tr');
  });

  it('English: plurals and other endings share a stem, marks are dropped', () => {
    same('sites', 'site', 'en');
    same('measures', 'Measure', 'en');
    same('policies', 'policy', 'en');
    same('café', 'cafe', 'en');
  });

  it('Chinese: text without spaces becomes two-character pieces, so 投资 is found inside any longer run', () => {
    expect(tokenize('投资环境', 'zh')).toEqual(['投资', '资环', '环境']);
    expect(tokenize('克拉斯诺亚尔斯克边疆区投资者', 'zh')).toContain('投资');
    expect(queryTerms('投资', 'zh')).toEqual(['投资']);
    // Full-width Latin and digits in a Chinese text are the ordinary ones.
    expect(tokenize('ＯＥＺ２０２６', 'zh')).toEqual(tokenize('OEZ2026', 'zh'));
  });

  it('leaves out the commonest words, so a query needs only its meaningful ones', () => {
    expect(queryTerms('меры поддержки для бизнеса', 'ru')).toHaveLength(3);
    expect(queryTerms('the sites of the region', 'en')).toEqual(queryTerms('sites region', 'en'));
    expect(queryTerms('ihracat ve yatırım', 'tr')).toEqual(queryTerms('ihracat yatırım', 'tr'));
  });

  it('switches the keyboard layout both ways', () => {
    expect(switchLayout('yfkjub')).toBe('налоги');
    expect(switchLayout('ghjtrns')).toBe('проекты');
    expect(switchLayout('Gkjoflrf')).toBe('площадка');
    expect(switchLayout('сщьзфтн')).toBe('company');
    expect(switchLayout('налоги')).toBe('yfkjub');
    expect(switchLayout('mixed смесь')).toBeNull();
    expect(switchLayout('投资')).toBeNull();
  });

  it('allows no typo in short words, one from 5 letters, two from 8', () => {
    expect([typoAllowance('ОЭЗ'), typoAllowance('налог'), typoAllowance('площадки'), typoAllowance('投资环境很好')]).toEqual([0, 1, 2, 0]);
    expect(editDistance('площадка', 'площядка', 2)).toBe(1);
    expect(editDistance('industrial', 'industrail', 2)).toBe(2);
    expect(editDistance('налог', 'площадка', 2)).toBe(3);
  });

  it('cuts a snippet around the first match and marks the matching words', () => {
    const text = `${'Вступление. '.repeat(40)}Резиденты получают налоговые льготы на десять лет. ${'Окончание. '.repeat(40)}`;
    const { text: cut, highlights } = snippet(text, queryTerms('налоговая льгота', 'ru'), 'ru');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(highlights.map(([s, e]) => cut.slice(s, e))).toEqual(['налоговые', 'льготы']);
    const zh = snippet('克拉斯诺亚尔斯克边疆区投资者支持措施', queryTerms('投资', 'zh'), 'zh');
    expect(zh.highlights.map(([s, e]) => zh.text.slice(s, e))).toEqual(['投资']);
  });
});

const doc = (key: string, title: string, text: string, type: IndexedDoc['type'] = 'news'): IndexedDoc => ({
  key,
  type,
  itemId: key,
  slug: key,
  title,
  text,
  url: `/${key}`,
  language: 'ru',
  textLanguage: 'ru',
});

describe('a language index', () => {
  it('finds every word of the query, forgives a typo in a longer word, suggests the other layout and a spelling', async () => {
    const index = new LanguageIndex('ru');
    await index.put([
      doc('a', 'Производственная площадка в Канске', 'Налоговая льгота для резидентов.', 'sites'),
      doc('b', 'Налоги и сборы', 'Ставки налогов для инвесторов.', 'support'),
      doc('c', 'Новости региона', 'Инвестиционный климат'),
    ]);
    const keys = async (q: string) => (await index.query(q, { page: 1, limit: 10 })).items.map((item) => item.id);
    expect(await keys('площадки')).toEqual(['a']);
    expect(await keys('налоговые льготы')).toEqual(['a']);
    expect(await keys('площядка')).toEqual(['a']);
    expect(await keys('налоги льготы')).toEqual(['a']);
    const wrong = await index.query('yfkjub', { page: 1, limit: 10 });
    expect(wrong).toMatchObject({ totalCount: 0, suggestion: 'налоги' });
    expect((await index.query('пллощадка', { page: 1, limit: 10 })).suggestion).toBe('площадка');
  });

  it('counts every type, filters one, pages, and forgets removed documents', async () => {
    const index = new LanguageIndex('en');
    await index.put(Array.from({ length: 25 }, (_, i) => doc(`n${i}`, `Industrial site ${i}`, 'Sites of the region', i % 5 ? 'news' : 'sites')));
    const all = await index.query('sites', { page: 1, limit: 10 });
    expect(all.totalCount).toBe(25);
    expect(all.groups).toEqual({ news: 20, sites: 5 });
    const page3 = await index.query('sites', { type: 'news', page: 2, limit: 10 });
    expect(page3.totalCount).toBe(20);
    expect(page3.items).toHaveLength(10);
    await index.remove(['n0', 'n1']);
    expect((await index.query('sites', { page: 1, limit: 10 })).groups).toEqual({ news: 19, sites: 4 });
    await index.put([doc('n1', 'Renamed', 'Nothing to see')]);
    expect((await index.query('renamed', { page: 1, limit: 10 })).items.map((item) => item.id)).toEqual(['n1']);
    expect(index.size).toBe(24);
  });
});
