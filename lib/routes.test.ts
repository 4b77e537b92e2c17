import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import {
  breadcrumbTrail,
  canonicalPageParam,
  isGuardedPath,
  pagedListPath,
  pageOfSegment,
  PUBLIC_STATIC_ROUTE_KEYS,
  ROUTE_KEYS,
  ROUTES,
  routePath,
  splitLocale,
  type RouteKey,
} from './routes';

const messages: Record<string, { routes?: Record<string, unknown> }> = { ru, en, tr, zh };

describe('route registry', () => {
  it('has a message file for every locale', () => {
    expect(Object.keys(messages).sort()).toEqual([...locales].sort());
  });

  it.each(locales)('every RouteKey has a title in routes.<key> of %s.json', (locale) => {
    const titles = messages[locale]?.routes ?? {};
    const missing = ROUTE_KEYS.filter((key) => typeof titles[key] !== 'string' || !(titles[key] as string).trim());
    expect(missing).toEqual([]);
  });

  it('has unique paths that start with a slash and have no trailing slash', () => {
    const paths = ROUTE_KEYS.map(routePath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\//);
      if (path !== '/') expect(path).not.toMatch(/\/$/);
    }
  });

  it('home is the only root and every parent is a known route', () => {
    for (const key of ROUTE_KEYS) {
      const parent = ROUTES[key].parent;
      if (key === 'home') {
        expect(parent).toBeNull();
        continue;
      }
      expect(parent, key).not.toBeNull();
      expect(ROUTE_KEYS, key).toContain(parent);
    }
  });

  it.each(ROUTE_KEYS)('breadcrumbTrail(%s) starts at home, ends at the route and follows parents', (key) => {
    const trail = breadcrumbTrail(key);
    expect(trail[0]).toBe('home');
    expect(trail.at(-1)).toBe(key);
    expect(new Set(trail).size).toBe(trail.length); // no cycles
    for (let i = 1; i < trail.length; i++) expect(ROUTES[trail[i]!].parent).toBe(trail[i - 1]);
  });

  it('builds the expected trail for a nested page', () => {
    expect(breadcrumbTrail('zoneSez')).toEqual(['home', 'investSites', 'preferentialZones', 'zoneSez']);
    expect(breadcrumbTrail('home')).toEqual(['home']);
  });

  it('PUBLIC_STATIC_ROUTE_KEYS has no guarded or parameter-only routes', () => {
    const keys: RouteKey[] = PUBLIC_STATIC_ROUTE_KEYS;
    expect(keys).toContain('home');
    expect(keys).toContain('news');
    expect(keys).not.toContain('profile');
    expect(keys).not.toContain('passport');
    expect(keys).not.toContain('resetPassword');
    for (const key of keys) expect(ROUTES[key].guarded ?? false).toBe(false);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/en/news', { locale: 'en', rest: '/news' }],
    ['/zh', { locale: 'zh', rest: '/' }],
    ['/tr/news/some-item', { locale: 'tr', rest: '/news/some-item' }],
    ['/ru/news', { locale: 'ru', rest: '/news' }],
    ['/news', { locale: 'ru', rest: '/news' }],
    ['/', { locale: 'ru', rest: '/' }],
    ['/fr/news', { locale: 'ru', rest: '/fr/news' }],
    ['/english/news', { locale: 'ru', rest: '/english/news' }],
  ])('%s', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });
});

describe('isGuardedPath', () => {
  it.each(['/profile', '/profile/', '/profile/settings', '/passport', '/passport/42'])('%s is guarded', (path) => {
    expect(isGuardedPath(path)).toBe(true);
  });

  it.each(['/', '/news', '/profiles', '/passports', '/news/profile', '/en/profile'])('%s is public', (path) => {
    // Locale prefixes are stripped by splitLocale first: isGuardedPath sees paths without them.
    expect(isGuardedPath(path)).toBe(false);
  });
});

describe('pagedListPath', () => {
  it('maps ?page= of a paged list to its cached route; unknown values to a 404 page', () => {
    expect(pagedListPath('/news', '2')).toBe('/news/page/2');
    expect(pagedListPath('/news', '0')).toBe('/news/page/0');
    expect(pagedListPath('/news', '')).toBe('/news/page/invalid');
    expect(pagedListPath('/news', '2abc')).toBe('/news/page/invalid');
    expect(pagedListPath('/news', null)).toBeNull();
    expect(pagedListPath('/faq', '2')).toBeNull();
    expect(pagedListPath('/news/some-slug', '2')).toBeNull();
  });

  it('names the one canonical ?page of a page number written another way', () => {
    expect(canonicalPageParam('00002')).toBe('2');
    expect(canonicalPageParam('010')).toBe('10');
    expect(canonicalPageParam('1')).toBeNull();
    expect(canonicalPageParam('001')).toBeNull();
    // Canonical already, or no page at all (the route answers 404): nothing to redirect.
    for (const page of ['2', '123456789', '0', '000', '', 'x', '1234567890']) expect(canonicalPageParam(page), page).toBeUndefined();
  });

  it('reads only canonical page numbers from 2 out of the route segment: every other spelling is a 404', () => {
    expect(pageOfSegment('2')).toBe(2);
    expect(pageOfSegment('123456789')).toBe(123456789);
    for (const segment of ['00002', '02', '1', '0', 'invalid', '1234567890', '+2', '2.0']) expect(pageOfSegment(segment), segment).toBeNaN();
  });
});
