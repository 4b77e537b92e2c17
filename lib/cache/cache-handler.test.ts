import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesUnder } from '@/testing/files-under';
import PortalCacheHandler, { pageCacheMaxBytes, storable } from './cache-handler.mjs';
import { DiskBound, entryOf } from './disk-bound.mjs';

/** A build folder of its own per test: `<dist>/server` as Next passes it (without REDIS_URL: the file-system cache). */
const dists: string[] = [];
function dist() {
  const root = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  dists.push(root);
  return path.join(root, 'server');
}
afterEach(() => {
  for (const root of dists.splice(0)) rmSync(root, { recursive: true, force: true });
});

const handler = (serverDistDir: string) =>
  new PortalCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] }) as PortalCacheHandler & {
    bound?: DiskBound;
  };

/** A rendered page as Next hands it to the cache: ~`kb` KB of HTML, its RSC payload and segment data. */
const page = (status: number, kb = 100) => ({
  kind: 'APP_PAGE',
  html: `<html>${'x'.repeat(kb * 1024)}</html>`,
  rscData: Buffer.alloc(kb * 512, 1),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'news' },
  postponed: undefined,
  status,
});
const PAGE_SET = { cacheControl: { revalidate: 300, expire: 31536000 } };
const PAGE_GET = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const key = (slug: string) => `/route-cache/APP_PAGE/0123abcd/$/ru/news/${slug}`;

describe('the page cache handler without Redis', () => {
  it('does not store a page that is not found, and stores a found one', async () => {
    const server = dist();
    const cache = handler(server);
    await cache.set(key('no-such-slug'), page(404), PAGE_SET);
    expect(filesUnder(path.join(server, 'route-cache'))).toEqual([]);
    expect(await cache.get(key('no-such-slug'), PAGE_GET)).toBeNull();

    await cache.set(key('found'), page(200), PAGE_SET);
    expect(filesUnder(path.join(server, 'route-cache')).map((file) => path.basename(file)).sort()).toEqual(
      expect.arrayContaining(['found.html', 'found.meta', 'found.rsc']),
    );
    expect((await cache.get(key('found'), PAGE_GET))?.value?.status).toBe(200);
  });

  it('keeps only answers below 400', () => {
    expect(storable(page(200))).toBe(true);
    expect(storable({ kind: 'APP_ROUTE', status: 404, body: Buffer.from(''), headers: {} })).toBe(false);
    expect(storable(page(500))).toBe(false);
    expect(storable({ kind: 'FETCH', data: { status: 404 } })).toBe(true);
    expect(storable(null)).toBe(true);
  });

  it('keeps the files on disk under PAGE_CACHE_MAX_MB, deleting the least recently used pages first', async () => {
    vi.stubEnv('PAGE_CACHE_MAX_MB', '0.5');
    const server = dist();
    const cache = handler(server);
    // Five pages of ~150 KB each (HTML and RSC) in a 512 KB budget: three fit.
    for (const slug of ['a', 'b', 'c']) await cache.set(key(slug), page(200), PAGE_SET);
    await cache.bound?.queue;
    await cache.get(key('a'), PAGE_GET); // a is now more recent than b and c
    for (const slug of ['d', 'e']) await cache.set(key(slug), page(200), PAGE_SET);
    await cache.bound?.queue;

    const onDisk = filesUnder(path.join(server, 'route-cache'));
    const total = onDisk.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThanOrEqual(512 * 1024);
    expect(cache.bound?.bytes).toBe(total);
    const pages = new Set(onDisk.map((file) => path.basename(entryOf(file))));
    expect([...pages].sort()).toEqual(['a', 'd', 'e']);
    // An evicted page is a miss (rendered again on its next request); a kept one is served.
    const fresh = handler(server);
    expect(await fresh.get(key('b'), PAGE_GET)).toBeNull();
    expect((await fresh.get(key('e'), PAGE_GET))?.value?.status).toBe(200);
  });

  it('reads the budget from PAGE_CACHE_MAX_MB (512 MB unless a positive number)', () => {
    expect(pageCacheMaxBytes(undefined)).toBe(512 * 1024 * 1024);
    expect(pageCacheMaxBytes('')).toBe(512 * 1024 * 1024);
    expect(pageCacheMaxBytes('-1')).toBe(512 * 1024 * 1024);
    expect(pageCacheMaxBytes('64')).toBe(64 * 1024 * 1024);
  });
});

describe('DiskBound', () => {
  it("counts an earlier run's entries at start, oldest first, and trims them to the bound", async () => {
    const root = path.dirname(dist());
    const pages = path.join(root, 'route-cache', 'APP_PAGE', 'x', '$', 'ru', 'news');
    const data = path.join(root, 'fetch-cache');
    await mkdir(path.join(pages, 'old.segments'), { recursive: true });
    await mkdir(data, { recursive: true });
    const old = Date.now() / 1000 - 3600;
    for (const [file, bytes] of [
      ['old.html', 600],
      ['old.rsc', 300],
      ['old.segments/_tree.segment.rsc', 100],
      ['new.html', 600],
      ['new.meta', 100],
    ] as const) {
      await writeFile(path.join(pages, file), Buffer.alloc(bytes));
      if (file.startsWith('old')) utimesSync(path.join(pages, file), old, old);
    }
    await writeFile(path.join(data, 'a1b2c3'), Buffer.alloc(200));

    const bound = new DiskBound({ roots: [path.join(root, 'route-cache'), data], maxBytes: 1000 });
    await bound.queue;
    // old (1,000 bytes) went first; new (700) and the data entry (200) fit.
    expect(filesUnder(pages).map((file) => path.basename(file)).sort()).toEqual(['new.html', 'new.meta']);
    expect(filesUnder(data)).toHaveLength(1);
    expect(bound.bytes).toBe(900);
  });

  it("never deletes the folder of the pages below a page (/ru/news and /ru/news/a)", async () => {
    const root = path.dirname(dist());
    const news = path.join(root, 'route-cache', 'ru', 'news');
    await mkdir(news, { recursive: true });
    await writeFile(`${news}.html`, Buffer.alloc(800));
    await writeFile(path.join(news, 'a.html'), Buffer.alloc(100));
    const hourAgo = Date.now() / 1000 - 3600;
    utimesSync(`${news}.html`, hourAgo, hourAgo);
    const bound = new DiskBound({ roots: [path.join(root, 'route-cache')], maxBytes: 1000 });
    await bound.queue;
    await writeFile(path.join(news, 'b.html'), Buffer.alloc(500));
    await bound.wrote(path.join(news, 'b'));
    expect(filesUnder(path.join(root, 'route-cache')).map((file) => path.relative(root, file)).sort()).toEqual([
      path.join('route-cache', 'ru', 'news', 'a.html'),
      path.join('route-cache', 'ru', 'news', 'b.html'),
    ]);
  });
});
