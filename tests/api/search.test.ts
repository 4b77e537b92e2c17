import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as route from '@/app/api/v1/search/route';
import { payloadClient } from '@/lib/server/payload';
import { rt } from '@/cms/seed/localize';
import { INTERNAL_READ_KEY_HEADER, internalReadKey, VISITOR_ADDRESS_HEADER } from '@/lib/platform/internal-read';
import type { SearchResult } from '@/lib/search/schema';
import { call } from './helpers';

/**
 * GET /search on a real database (the suite runs it on SQLite and on PostgreSQL): the demo content in four languages,
 * how people type (word forms, ё, Turkish i, Chinese without spaces, plurals, typos, the wrong keyboard layout), the
 * Russian fallback marked, a publish findable within seconds and an unpublish gone.
 */
type Search = { status: number; result: SearchResult };

async function search(query: string, language = 'ru'): Promise<Search> {
  const { status, body } = await call<SearchResult>(route.GET, `search?${query}`, { language });
  return { status, result: body.result };
}

async function found(q: string, language = 'ru'): Promise<SearchResult> {
  const { status, result } = await search(`q=${encodeURIComponent(q)}&limit=50`, language);
  expect(status, JSON.stringify(result).slice(0, 300)).toBe(200);
  return result;
}

/** Waits (bounded) until the index answers as expected: a publish reaches it a second or so after the hook. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

const titles = (result: SearchResult) => result.items.map((item) => item.title);

// A marker word no demo text has, so the tests below find only their own documents.
const MARK = 'Зюйдвестка';
let newsId = 0;

describe('GET /search', () => {
  // The tests below poll the index: far more queries than one address may send in a minute.
  beforeEach(() => {
    vi.stubEnv('LIMIT_SEARCH', '100000');
  });

  beforeAll(async () => {
    const payload = await payloadClient();
    const doc = await payload.create({
      collection: 'news',
      locale: 'ru',
      data: {
        title: `${MARK}: налоговая льгота для площадки в Ёлкином логу`,
        excerpt: 'Промышленная площадка получила налоговую льготу.',
        content: rt('Резиденты площадки освобождены от налога на имущество.') as never,
        _status: 'published',
        publishedAt: '2020-03-01T00:00:00.000Z',
      },
    });
    newsId = doc.id;
    await payload.update({ collection: 'news', id: doc.id, locale: 'tr', data: { title: 'Zuydvestka İhracat desteği programı', _status: 'published' } });
    await payload.update({ collection: 'news', id: doc.id, locale: 'en', data: { title: 'Zuydvestka industrial sites get tax incentives', _status: 'published' } });
    await payload.update({ collection: 'news', id: doc.id, locale: 'zh', data: { title: '祖伊德韦斯特卡工业园区投资优惠政策', _status: 'published' } });
    // Each language's publish reaches the index a moment after its hook: the tests start once all four are in it.
    vi.stubEnv('LIMIT_SEARCH', '100000');
    const markers = [[MARK, 'ru'], ['Zuydvestka', 'tr'], ['Zuydvestka', 'en'], ['园区投资', 'zh']] as const;
    for (const [q, language] of markers) {
      expect(await eventually(async () => (await found(q, language)).items.some((item) => item.id === newsId)), `${language} indexed`).toBe(true);
    }
  });

  afterAll(async () => {
    const payload = await payloadClient();
    if (newsId) await payload.delete({ collection: 'news', id: newsId }).catch(() => undefined);
  });

  it('answers { items, totalCount, groups, suggestion }, items with type, id, slug, title, snippet, url, language', async () => {
    const result = await found('площадка');
    expect(Object.keys(result).sort()).toEqual(['groups', 'items', 'suggestion', 'totalCount']);
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.items[0]).toEqual(
      expect.objectContaining({
        type: expect.any(String),
        id: expect.anything(),
        title: expect.any(String),
        snippet: expect.any(String),
        url: expect.stringMatching(/^\//),
        language: 'ru',
      }),
    );
    expect(Object.values(result.groups).reduce((a, b) => a + b, 0)).toBe(result.totalCount);
  });

  it('finds the demo content of every kind: sites, zones, projects, support measures, FAQ, institutions, pages', async () => {
    const all = await found('инвестиционный');
    const types = Object.keys((await found('площадка')).groups);
    expect(types).toContain('sites');
    expect(Object.keys(all.groups).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys((await found('ОЭЗ')).groups)).toContain('zones');
    expect(Object.keys((await found('поддержки')).groups)).toContain('support');
    expect((await found('калькулятор')).items.some((item) => item.url === '/kalkulator-lgot')).toBe(true);
  });

  it('matches Russian word forms and ё/е: «площадки» finds «площадка», «налоговые льготы» finds «налоговая льгота»', async () => {
    const mine = (result: SearchResult) => result.items.some((item) => item.id === newsId);
    await eventually(async () => mine(await found(`${MARK} площадки`)));
    expect(mine(await found(`${MARK} площадки`))).toBe(true);
    expect(mine(await found(`${MARK.toLowerCase()} налоговые льготы`))).toBe(true);
    expect(mine(await found(`${MARK} елкином`))).toBe(true);
    expect(mine(await found(`${MARK} ёлкином`))).toBe(true);
    const hit = (await found(`${MARK} налоговые льготы`)).items.find((item) => item.id === newsId)!;
    // The matched words are marked in the title.
    const marked = hit.titleHighlights.map(([start, end]) => hit.title.slice(start, end).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['налоговая', 'льгота']));
  });

  it('treats Turkish İ/i/I/ı as one letter: «ihracat» finds «İhracat»', async () => {
    for (const q of ['zuydvestka ihracat', 'ZUYDVESTKA IHRACAT', 'Zuydvestka İhracat']) {
      expect(titles(await found(q, 'tr')), q).toContain('Zuydvestka İhracat desteği programı');
    }
  });

  it('finds Chinese words inside text written without spaces: «投资» finds 投资', async () => {
    const result = await found('投资', 'zh');
    expect(titles(result)).toContain('祖伊德韦斯特卡工业园区投资优惠政策');
    const hit = result.items.find((item) => item.id === newsId)!;
    expect(hit.titleHighlights.map(([s, e]) => hit.title.slice(s, e))).toEqual(['投资']);
    expect(titles(await found('园区投资', 'zh'))).toContain('祖伊德韦斯特卡工业园区投资优惠政策');
  });

  it('matches English plurals and a typo in a longer word', async () => {
    expect(titles(await found('zuydvestka site incentive', 'en'))).toContain('Zuydvestka industrial sites get tax incentives');
    expect(titles(await found('zuydvestka industrail', 'en'))).toContain('Zuydvestka industrial sites get tax incentives');
    expect((await found(`${MARK} налоговыя`)).items.some((item) => item.id === newsId)).toBe(true);
  });

  it('suggests the query in the other keyboard layout: «yfkjub» → «налоги»', async () => {
    const result = await found('yfkjub');
    expect(result.suggestion).toBe('налоги');
    expect(result.totalCount).toBe(0);
  });

  it('marks results shown in Russian for want of a translation', async () => {
    // The English title exists; the Chinese index shows Russian texts of a document that has no Chinese title.
    const payload = await payloadClient();
    const ruOnly = await payload.create({
      collection: 'news',
      locale: 'ru',
      data: { title: `${MARK} только по-русски`, _status: 'published', publishedAt: '2020-03-02T00:00:00.000Z' },
    });
    try {
      const check = async () => (await found(MARK, 'zh')).items.some((item) => item.id === ruOnly.id);
      expect(await eventually(check)).toBe(true);
      const hit = (await found(MARK, 'zh')).items.find((item) => item.id === ruOnly.id)!;
      expect(hit.language).toBe('ru');
      const own = (await found('祖伊德韦斯特卡', 'zh')).items.find((item) => item.id === newsId)!;
      expect(own.language).toBe('zh');
    } finally {
      await payload.delete({ collection: 'news', id: ruOnly.id });
    }
  });

  it('filters by type and pages, counts per type for the whole query', async () => {
    const all = await found('красноярск');
    const [type, count] = Object.entries(all.groups).sort((a, b) => b[1] - a[1])[0]!;
    const { result } = await search(`q=${encodeURIComponent('красноярск')}&type=${type}&limit=2`);
    expect(result.totalCount).toBe(count);
    expect(result.groups).toEqual(all.groups);
    expect(result.items.length).toBe(Math.min(2, count));
    expect(result.items.every((item) => item.type === type)).toBe(true);
    if (count > 2) {
      const two = (await search(`q=${encodeURIComponent('красноярск')}&type=${type}&limit=2&page=2`)).result;
      expect(two.items.map((item) => item.url)).not.toEqual(result.items.map((item) => item.url));
    }
  });

  it('refuses a query shorter than 2 or longer than 200 characters, an unknown type and a bad page with 422', async () => {
    for (const query of ['q=a', '', `q=${'я'.repeat(201)}`, 'q=налоги&type=people', 'q=налоги&page=0', 'q=налоги&limit=500']) {
      const { status } = await search(query);
      expect(status, query).toBe(422);
    }
    expect((await search(`q=${'я'.repeat(200)}`)).status).toBe(200);
  });

  it('limits per client address; the portal\u2019s own page reads count against the visitor they name, never the server\u2019s address', async () => {
    vi.stubEnv('LIMIT_SEARCH', '2');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await search('q=налоги')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const read = (headers: Record<string, string>) =>
      route.GET(new Request('http://localhost/api/v1/search?q=налоги', { headers }), { params: Promise.resolve({}) } as never).then((answer) => answer.status);
    const forVisitor = (visitor: string) => read({ [INTERNAL_READ_KEY_HEADER]: internalReadKey(), [VISITOR_ADDRESS_HEADER]: visitor });
    // The server reads for a visitor: that visitor's allowance, not the (exhausted) one of the address the read came from.
    expect([await forVisitor('203.0.113.7'), await forVisitor('203.0.113.7'), await forVisitor('203.0.113.7')]).toEqual([200, 200, 429]);
    expect(await forVisitor('203.0.113.8')).toBe(200);
    // Without this process's key a named visitor means nothing: the sender's own address is counted.
    expect(await read({ [INTERNAL_READ_KEY_HEADER]: 'guessed-key', [VISITOR_ADDRESS_HEADER]: '203.0.113.9' })).toBe(429);
  });

  it('makes a published item findable within seconds, and an unpublished or deleted one disappears', async () => {
    const payload = await payloadClient();
    const word = 'Квазиперлюстрация';
    const has = async () => (await found(word)).totalCount > 0;
    expect(await has()).toBe(false);
    // News has drafts: unpublishing is possible (FAQ entries have no drafts, only deletion).
    const news = await payload.create({
      collection: 'news',
      locale: 'ru',
      data: { title: `${word} в новостях`, _status: 'published', publishedAt: '2020-03-03T00:00:00.000Z' },
    });
    try {
      expect(await eventually(has)).toBe(true);
      expect((await found(word)).items[0]).toMatchObject({ type: 'news', url: `/news/${news.slug}` });
      await payload.update({ collection: 'news', id: news.id, data: { _status: 'draft' } });
      expect(await eventually(async () => !(await has()))).toBe(true);
      await payload.update({ collection: 'news', id: news.id, data: { _status: 'published' } });
      expect(await eventually(has)).toBe(true);
    } finally {
      await payload.delete({ collection: 'news', id: news.id });
    }
    expect(await eventually(async () => !(await has()))).toBe(true);

    const faq = await payload.create({ collection: 'faq', locale: 'ru', data: { question: `Что такое ${word}?` } as never });
    try {
      expect(await eventually(has)).toBe(true);
      expect((await found(word)).items[0]).toMatchObject({ type: 'faq', url: `/faq#faq-${faq.id}` });
    } finally {
      await payload.delete({ collection: 'faq', id: faq.id });
    }
    expect(await eventually(async () => !(await has()))).toBe(true);
  });
});
