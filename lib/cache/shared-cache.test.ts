import { describe, expect, it } from 'vitest';
import { SharedCache, deserialize, serialize } from './shared-cache.mjs';

/** The store Redis plays in production, over plain maps (two SharedCaches over one store = two instances). */
function memoryStore() {
  const entries = new Map<string, string>();
  const tags = new Map<string, number>();
  return {
    entries,
    read: async (key: string) => entries.get(key) ?? null,
    write: async (key: string, text: string) => void entries.set(key, text),
    tagTimes: async (list: string[]) => list.map((tag) => tags.get(tag) ?? null),
    expireTags: async (list: string[], time: number) => list.forEach((tag) => tags.set(tag, time)),
  };
}

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const PAGE_CTX = { kind: 'APP_PAGE' };

describe('SharedCache', () => {
  it('keeps Buffers and Maps through the store', () => {
    const value = page('<p>Hi</p>', 'news');
    const back = deserialize(serialize({ lastModified: 5, value }));
    expect(back.value.rscData).toEqual(Buffer.from('rsc:<p>Hi</p>'));
    expect(back.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(back.lastModified).toBe(5);
  });

  it("serves what another instance stored, and a tag revalidated on one instance expires the page on the other", async () => {
    const store = memoryStore();
    const time = clock();
    const counted: string[] = [];
    const a = new SharedCache(store, { namespace: 'p:', now: time.now });
    const b = new SharedCache(store, { namespace: 'p:', now: time.now, count: (kind, result) => counted.push(`${kind}:${result}`) });

    expect(await b.get('/ru/news', PAGE_CTX)).toBeNull();
    await a.set('/ru/news', page('one', '_N_T_/layout,news,locale:ru'), { cacheControl: { revalidate: 300 } });
    time.advance(10);
    expect((await b.get('/ru/news', PAGE_CTX))?.value.html).toBe('one');
    expect(store.entries.has('p:/ru/news')).toBe(true);

    await a.revalidateTag(['news'], { expire: 0 });
    time.advance(1);
    expect(await b.get('/ru/news', PAGE_CTX)).toBeNull();
    expect(await a.get('/ru/news', PAGE_CTX)).toBeNull();

    // Re-rendered after the publish: served again everywhere, untouched tags do not matter.
    await b.set('/ru/news', page('two', '_N_T_/layout,news,locale:ru'), {});
    time.advance(1);
    await a.revalidateTag('events');
    expect((await a.get('/ru/news', PAGE_CTX))?.value.html).toBe('two');
    expect(counted).toEqual(['app_page:miss', 'app_page:hit', 'app_page:stale']);
  });

  it("checks a fetch's tags from the read, and refuses data this request revalidated", async () => {
    const store = memoryStore();
    const time = clock();
    const cache = new SharedCache(store, { namespace: 'p:', now: time.now });
    const ctx = { kind: 'FETCH', tags: ['news:slug'], softTags: ['_N_T_/news/slug'] };
    await cache.set('f1', { kind: 'FETCH', data: { body: '{}', status: 200, headers: {} }, revalidate: 300 }, { fetchCache: true });
    time.advance(5);
    expect(await cache.get('f1', ctx)).not.toBeNull();
    expect(await cache.get('f1', ctx, ['news:slug'])).toBeNull();
    await cache.revalidateTag('_N_T_/news/slug');
    time.advance(1);
    expect(await cache.get('f1', ctx)).toBeNull();
  });

  it('treats a failing store as a miss and goes on', async () => {
    const failing = {
      read: async () => Promise.reject(new Error('down')),
      write: async () => Promise.reject(new Error('down')),
      tagTimes: async () => Promise.reject(new Error('down')),
      expireTags: async () => Promise.reject(new Error('down')),
    };
    const errors = console.error;
    console.error = () => undefined;
    try {
      const cache = new SharedCache(failing, { namespace: 'p:' });
      await expect(cache.set('/x', page('x', 'news'), {})).resolves.toBeUndefined();
      // The in-process copy still answers until its tags cannot be checked.
      expect(await cache.get('/x', PAGE_CTX)).toBeNull();
      await expect(cache.revalidateTag('news')).resolves.toBeUndefined();
    } finally {
      console.error = errors;
    }
  });
});
