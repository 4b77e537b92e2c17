import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { PUBLIC_STATIC_ROUTE_KEYS, ROUTES } from '@/lib/routes';
import { DETAIL_FAMILIES } from './detail-families';
import { NOINDEX_ROUTE_KEYS, SITEMAP_ROUTE_KEYS } from './routes';
import { buildSitemap, localizedEntries, type SitemapItem } from './sitemap';

const ORIGIN = 'https://invest.example.ru';

describe('localizedEntries', () => {
  it('lists a page once per locale, each entry with all four hreflang alternates and x-default', () => {
    const entries = localizedEntries(ORIGIN, { path: '/faq', lastModified: '2026-11-20T10:00:00.000Z' });
    expect(entries.map((e) => e.url)).toEqual([`${ORIGIN}/faq`, `${ORIGIN}/en/faq`, `${ORIGIN}/tr/faq`, `${ORIGIN}/zh/faq`]);
    for (const entry of entries) {
      expect(entry.lastModified).toBe('2026-11-20T10:00:00.000Z');
      expect(entry.alternates?.languages).toEqual({
        ru: `${ORIGIN}/faq`,
        en: `${ORIGIN}/en/faq`,
        tr: `${ORIGIN}/tr/faq`,
        zh: `${ORIGIN}/zh/faq`,
        'x-default': `${ORIGIN}/faq`,
      });
    }
  });

  it('lists an item only in the locales its title is written in, naming only those as alternates', () => {
    const entries = localizedEntries(ORIGIN, { path: '/news/a', languages: ['ru', 'en'] });
    expect(entries.map((e) => e.url)).toEqual([`${ORIGIN}/news/a`, `${ORIGIN}/en/news/a`]);
    expect(entries[1]!.alternates?.languages).toEqual({ ru: `${ORIGIN}/news/a`, en: `${ORIGIN}/en/news/a`, 'x-default': `${ORIGIN}/news/a` });
  });

  it('gives no lastmod when the date is unknown', () => {
    expect(localizedEntries(ORIGIN, { path: '/' })[0]).not.toHaveProperty('lastModified');
  });
});

describe('sitemap routes', () => {
  it('lists every public route except the private ones', () => {
    expect(SITEMAP_ROUTE_KEYS).toContain('home');
    expect(SITEMAP_ROUTE_KEYS).toContain('zoneSez');
    for (const key of ['profile', 'passport', 'verification', 'verificationVerified', 'resetPassword', 'template'] as const) {
      expect(SITEMAP_ROUTE_KEYS).not.toContain(key);
    }
    expect(SITEMAP_ROUTE_KEYS.length).toBe(PUBLIC_STATIC_ROUTE_KEYS.filter((k) => !NOINDEX_ROUTE_KEYS.has(k)).length);
  });
});

describe('buildSitemap', () => {
  const items: SitemapItem[] = [
    { family: 'news', id: 1, slug: 'old-news', updatedAt: '2026-10-01T00:00:00.000Z' },
    { family: 'news', id: 2, slug: 'new-news', updatedAt: '2026-11-02T00:00:00.000Z' },
    { family: 'event', id: 7, slug: null, updatedAt: '2026-11-05T00:00:00.000Z' },
    { family: 'rezidents-arctics', id: 3, slug: 'severnaya-verf', updatedAt: null },
    { family: 'video-gallery', id: 9, slug: 'no-page', updatedAt: '2026-11-05T00:00:00.000Z' },
  ];
  const sitemap = buildSitemap(ORIGIN, ['home', 'news', 'events', 'faq'], items);
  const byUrl = new Map(sitemap.map((entry) => [entry.url, entry]));

  it('has every route and every item with a page, four times', () => {
    expect(sitemap).toHaveLength((4 + 4) * locales.length);
    expect(byUrl.has(`${ORIGIN}/`)).toBe(true);
    expect(byUrl.has(`${ORIGIN}/zh`)).toBe(true);
    expect(byUrl.has(`${ORIGIN}/en/news/new-news`)).toBe(true);
    expect(byUrl.has(`${ORIGIN}/tr/projects/rezidents-arctics/severnaya-verf`)).toBe(true);
  });

  it('addresses an item without a slug by its id', () => {
    expect(byUrl.get(`${ORIGIN}/events/7`)?.lastModified).toBe('2026-11-05T00:00:00.000Z');
  });

  it('leaves out items of families that have no page', () => {
    expect([...byUrl.keys()].some((url) => url.includes('no-page'))).toBe(false);
  });

  it('dates an item by its updatedAt and a list by its newest item', () => {
    expect(byUrl.get(`${ORIGIN}/news/old-news`)?.lastModified).toBe('2026-10-01T00:00:00.000Z');
    expect(byUrl.get(`${ORIGIN}/en/news`)?.lastModified).toBe('2026-11-02T00:00:00.000Z');
    expect(byUrl.get(`${ORIGIN}/faq`)).not.toHaveProperty('lastModified');
    expect(byUrl.get(`${ORIGIN}/projects/rezidents-arctics/severnaya-verf`)).not.toHaveProperty('lastModified');
  });
});

describe('detail families', () => {
  it('hang under list routes of the registry and have distinct names', () => {
    expect(DETAIL_FAMILIES.map((family) => [family.family, ROUTES[family.parent].path])).toEqual([
      ['news', '/news'],
      ['event', '/events'],
      ['success-story', '/success-stories'],
      ['proizvodstvennie-ploshadki', '/investicionnie-ploshadki/proizvodstvennie-ploshadki'],
      ['cip', '/projects/cip-eniseyskaya-sybir'],
      ['invest-project', '/projects/invest-projects'],
      ['perspektivnie-proekti', '/projects/perspektivnie-proekti'],
      ['rezidents-arctics', '/projects/rezidents-arctics'],
    ]);
    expect(new Set(DETAIL_FAMILIES.map((f) => f.family)).size).toBe(DETAIL_FAMILIES.length);
  });
});
