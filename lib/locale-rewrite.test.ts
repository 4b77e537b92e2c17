import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { PAGED_PATHS, ROUTE_KEYS, ROUTES } from './routes';
import { UNPREFIXED_REWRITE } from './locale-rewrite.mjs';

// The path matcher Next itself compiles rewrites and proxy matchers with.
const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (path: string, keys?: unknown[], options?: { strict?: boolean; sensitive?: boolean; end?: boolean }) => RegExp;
};
const matches = (source: string, path: string) => pathToRegexp(source, [], { strict: true, sensitive: false }).test(path);

describe('the unprefixed rewrite (next.config.ts)', () => {
  it.each(['/news', '/news/forum-2026', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/x', '/english', '/rutas', '/profile'])('serves %s from /ru', (path) => {
    expect(matches(UNPREFIXED_REWRITE.source, path)).toBe(true);
  });

  it.each(['/', '/ru', '/ru/news', '/en', '/en/news', '/tr/news', '/zh', '/api/v1/news', '/_next/static/chunks/a.js', '/admin', '/admin/collections/news'])('leaves %s alone', (path) => {
    expect(matches(UNPREFIXED_REWRITE.source, path)).toBe(false);
  });
});

describe('where the proxy runs (proxy.ts config)', () => {
  const sources = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));
  const runs = (path: string) => sources.some((source, index) => typeof config.matcher[index] === 'string' && matches(source, path));

  it('runs on the root, /ru/…, the other languages\' addresses and the back office', () => {
    for (const path of ['/', '/ru', '/ru/news', '/en/news', '/en/no-such-page', '/zh/events/x', '/admin', '/admin/login']) expect(runs(path), path).toBe(true);
  });

  it('runs on every guarded page in every language, and on no other unprefixed address without a query', () => {
    const guarded = ROUTE_KEYS.filter((key) => ROUTES[key].guarded).map((key) => ROUTES[key].path);
    expect(guarded.length).toBeGreaterThan(0);
    for (const path of guarded) {
      for (const prefix of ['', '/en', '/tr', '/zh']) {
        expect(runs(`${prefix}${path}`), `${prefix}${path}`).toBe(true);
        expect(runs(`${prefix}${path}/12`), `${prefix}${path}/12`).toBe(true);
      }
    }
    for (const path of ['/news', '/no-such-page', '/events/forum', '/profiles', '/api/v1/health', '/_next/static/chunk.js', '/docs/rules.pdf', '/favicon.ico']) {
      expect(runs(path), path).toBe(false);
    }
  });

  it('runs on a page address with ?page (the paged lists among them), never on the API\'s', () => {
    const paged = config.matcher.find((entry) => typeof entry !== 'string')!;
    expect(paged.has).toEqual([{ type: 'query', key: 'page' }]);
    for (const path of [...PAGED_PATHS, ...PAGED_PATHS.map((path) => `/en${path}`)]) expect(matches(paged.source, path), path).toBe(true);
    for (const path of ['/api/v1/news', '/_next/static/a.js', '/admin/collections/news', '/rss.xml']) expect(matches(paged.source, path), path).toBe(false);
  });
});
