import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { PAGED_PATHS, ROUTE_KEYS, ROUTES } from './routes';
import { ROOT_REWRITE, UNPREFIXED_REWRITE } from './locale-rewrite.mjs';

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

describe('the root rewrite (next.config.ts)', () => {
  it('serves the root alone from /ru', () => {
    expect(ROOT_REWRITE.destination).toBe('/ru');
    expect(matches(ROOT_REWRITE.source, '/')).toBe(true);
    for (const path of ['/news', '/en', '/ru']) expect(matches(ROOT_REWRITE.source, path), path).toBe(false);
  });
});

type Has = { type: string; key: string; value?: string };
/** Next's own test of a matcher's `has` (next/dist/shared/lib/router/utils/prepare-destination.js: matchHas). */
const hasHolds = (has: Has[], request: { headers?: Record<string, string>; cookies?: Record<string, string> }) =>
  has.every((item) => {
    const value = item.type === 'header' ? request.headers?.[item.key] : item.type === 'cookie' ? request.cookies?.[item.key] : undefined;
    if (!value) return false;
    return item.value === undefined || new RegExp(`^${item.value}$`).test(value);
  });

describe('where the proxy runs (proxy.ts config)', () => {
  const sources = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));
  const runs = (path: string) => sources.some((source, index) => typeof config.matcher[index] === 'string' && matches(source, path));
  const runsOnRoot = (request: { headers?: Record<string, string>; cookies?: Record<string, string> }) =>
    config.matcher.some((entry) => typeof entry !== 'string' && entry.source === '/' && hasHolds(entry.has as Has[], request));

  it('runs on /ru/… and the back office', () => {
    for (const path of ['/ru', '/ru/news', '/admin', '/admin/login']) expect(runs(path), path).toBe(true);
  });

  it('skips the other languages\' pages and unknown addresses (their routes and the global 404 know the language)', () => {
    for (const path of ['/en', '/en/news', '/en/no-such-page', '/zh/events/x', '/tr/investicionnie-ploshadki/proizvodstvennie-ploshadki']) expect(runs(path), path).toBe(false);
  });

  it('detects the language on the root whenever it could be other than Russian', () => {
    expect(runsOnRoot({ cookies: { NEXT_LOCALE: 'ru' } })).toBe(true);
    expect(runsOnRoot({ cookies: { NEXT_LOCALE: 'en' }, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } })).toBe(true);
    for (const header of ['en-US,en;q=0.9', 'zh-CN', 'tr', 'de-DE,ru;q=0.5', 'ru;q=0.5,en', 'RU', 'rus', '*']) {
      expect(runsOnRoot({ headers: { 'accept-language': header } }), header).toBe(true);
    }
    for (const header of ['ru', 'ru-RU', 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru,en;q=0.9', 'ru-ru , en']) {
      expect(runsOnRoot({ headers: { 'accept-language': header } }), header).toBe(false);
    }
    expect(runsOnRoot({})).toBe(false);
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
    const paged = config.matcher.find((entry): entry is Exclude<typeof entry, string> => typeof entry !== 'string' && entry.source !== '/')!;
    expect(paged.has).toEqual([{ type: 'query', key: 'page' }]);
    for (const path of [...PAGED_PATHS, ...PAGED_PATHS.map((path) => `/en${path}`)]) expect(matches(paged.source, path), path).toBe(true);
    for (const path of ['/api/v1/news', '/_next/static/a.js', '/admin/collections/news', '/rss.xml']) expect(matches(paged.source, path), path).toBe(false);
  });
});
