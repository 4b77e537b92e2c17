import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES, type RouteKey } from '../lib/routes';
import { DETAIL_FAMILIES, detailPath } from '../lib/seo/detail-families';
import { NOINDEX_ROUTE_KEYS, SITEMAP_ROUTE_KEYS } from '../lib/seo/routes';
import { expect, localePath, locales, messages, test, type Locale } from './fixtures';
import { createStaff, type Staff } from './staff-helpers';

/**
 * SEO: sitemap.xml (every public route and a published item of each detail family, four locales, hreflang),
 * robots.txt, the head of a page in ru and en (title, description, canonical, hreflang + x-default, Open Graph picture),
 * the agency's GovernmentOrganization JSON-LD, noindex on private pages, and a publish reaching the sitemap.
 * PUBLIC_URL is unset in the e2e server, so absolute URLs are on its own origin (http://localhost:$PORT).
 */
type SitemapUrl = { loc: string; lastmod: string | null; alternates: Record<string, string> };
type PublishedItem = { family: string; id: number; slug: string | null; languages: Locale[] };

const seo = (locale: Locale) => messages[locale].seo as Record<string, string>;
const meta = (locale: Locale) => messages[locale].meta as Record<string, string>;

/** sitemap.xml parsed by the browser's XML parser (a malformed document fails here). */
async function readSitemap(page: Page, request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error('sitemap.xml is not well-formed XML');
    const XHTML = 'http://www.w3.org/1999/xhtml';
    return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent?.trim() ?? '',
      lastmod: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'lastmod')[0]?.textContent?.trim() ?? null,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML, 'link')]
          .filter((link) => link.getAttribute('rel') === 'alternate')
          .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      ),
    }));
  }, xml);
}

/** The hreflang set of a page written in `written` (all four by default; an item only in those its title is written in). */
const expectedAlternates = (origin: string, path: string, written: readonly Locale[] = locales) => ({
  ...Object.fromEntries(locales.filter((l) => l === 'ru' || written.includes(l)).map((l) => [l, `${origin}${localePath(l, path)}`])),
  'x-default': `${origin}${path}`,
});

test.describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml lists every public route in four locales with hreflang alternates, and items of every family', async ({ page, request, baseURL }) => {
    await page.goto('about:blank');
    const urls = await readSitemap(page, request);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const published = ((await (await request.get('/api/v1/sitemap')).json()) as { result: { items: PublishedItem[] } }).result.items;

    for (const key of SITEMAP_ROUTE_KEYS) {
      const path = ROUTES[key].path;
      for (const locale of locales) {
        const entry = byLoc.get(`${baseURL}${localePath(locale, path)}`);
        expect(entry?.alternates, `${key} in ${locale}: listed, with its hreflang alternates`).toEqual(expectedAlternates(baseURL!, path));
      }
    }
    for (const key of NOINDEX_ROUTE_KEYS) {
      expect(byLoc.has(`${baseURL}${ROUTES[key].path}`), `${key} is private`).toBe(false);
    }

    for (const family of DETAIL_FAMILIES) {
      const listPath = ROUTES[family.parent].path;
      const items = urls.filter((u) => u.loc.startsWith(`${baseURL}${listPath}/`) && !u.loc.slice(`${baseURL}${listPath}/`.length).includes('/'));
      expect(items.length, `published items of ${family.family} in the sitemap`).toBeGreaterThan(0);
      const item = items[0]!;
      expect(item.lastmod, `${item.loc} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const path = item.loc.slice(baseURL!.length);
      // The locales its title is written in (GET /sitemap): the others show the Russian text and are not advertised.
      const written = published.find((p) => p.family === family.family && detailPath(family, p.slug || p.id) === path)?.languages;
      expect(written, `${path} in GET /sitemap`).toBeDefined();
      expect(item.alternates).toEqual(expectedAlternates(baseURL!, path, written));
      // The listed address is a real page, in Russian and in English.
      expect((await request.get(path)).status(), path).toBe(200);
      expect((await request.get(localePath('en', path))).status(), localePath('en', path)).toBe(200);
    }
  });

  test('robots.txt keeps crawlers out of the back office and the cabinet and names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    for (const path of ['/admin', '/api/cms', '/profile', '/passport', '/en/profile', '/tr/passport', '/zh/profile']) {
      expect(lines, `Disallow: ${path}`).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('the head of a page', () => {
  const key: RouteKey = 'investStandard';

  for (const locale of ['ru', 'en'] as const) {
    test(`${locale}: localized title and description, canonical, hreflang, Open Graph picture`, async ({ page, request, baseURL }) => {
      const path = ROUTES[key].path;
      await page.goto(localePath(locale, path));
      await expect(page).toHaveTitle(`${messages[locale].routes[key]} — ${meta(locale).siteName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo(locale)[key]!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${localePath(locale, path)}`);

      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
      expect(alternates).toEqual(expectedAlternates(baseURL!, path));

      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', messages[locale].routes[key]!);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${localePath(locale, path)}`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
      expect(image).toMatch(/^https?:\/\//);
      const picture = await request.get(image!);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      expect((await picture.body()).length).toBeGreaterThan(1000);
    });
  }

  test('the home page has the site name alone as its title, and its own canonical', async ({ page, baseURL }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle(meta('en').siteName!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo('en').home!);
  });

  test('a later page of the news list is its own canonical address', async ({ page, baseURL }) => {
    await page.goto('/en/news?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/news?page=2`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/news?page=2`);
    await page.goto('/news?page=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/news`);
  });

  test("a news item's head has its summary, its canonical address and article type", async ({ page, request, baseURL }) => {
    await page.goto('about:blank');
    const urls = await readSitemap(page, request);
    const item = urls.find((u) => u.loc.startsWith(`${baseURL}/en/news/`))!;
    const api = await request.get(`/api/v1/news/${item.loc.split('/').pop()}`, { headers: { Language: 'en' } });
    const news = ((await api.json()) as { result: { title: string; excerpt: string | null } }).result;

    await page.goto(item.loc);
    await expect(page).toHaveTitle(`${news.title} — ${meta('en').siteName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', item.loc);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    expect(news.excerpt?.replace(/\s+/g, ' ').trim().startsWith(description!.replace(/…$/, ''))).toBe(true);
  });

  test('the agency is described as a GovernmentOrganization in JSON-LD', async ({ page, baseURL }) => {
    for (const locale of ['ru', 'en'] as const) {
      await page.goto(localePath(locale, '/faq'));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
      const agency = data.find((d) => d['@type'] === 'GovernmentOrganization');
      expect(agency, `${locale}: GovernmentOrganization`).toMatchObject({
        '@context': 'https://schema.org',
        name: meta(locale).agencyName,
        url: `${baseURL}${localePath(locale, '/')}`,
        telephone: '+73912000000',
      });
      const logo = (agency!.logo as { url: string }).url;
      expect((await page.request.get(logo)).headers()['content-type']).toBe('image/png');
    }
  });

  test('private pages are not indexed', async ({ page }) => {
    for (const path of ['/verification', '/en/verification/verify', '/template', '/tr/template']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
  });
});

test.describe('a publish reaches the sitemap', () => {
  let admin: Staff;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let created: { id: number; token: string } | undefined;

  test.beforeAll(async () => {
    admin = await createStaff('admin');
  });

  test.afterAll(async ({ request }) => {
    if (created) await request.delete(`/api/cms/news/${created.id}`, { headers: { Authorization: `JWT ${created.token}` } });
  });

  test('a news item published in the back office is in sitemap.xml within seconds, with its lastmod', async ({ page, request, baseURL }) => {
    await page.goto('about:blank');
    await readSitemap(page, request); // served once: the cached read must not hide the new item

    const login = await request.post('/api/cms/staff/login', { data: { email: admin.email, password: admin.password } });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const slug = `seo-sitemap-${stamp}`;
    const response = await request.post('/api/cms/news', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: `Новость для карты сайта ${stamp}`, slug, excerpt: 'Проверка карты сайта.', publishedAt: new Date().toISOString(), _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; updatedAt: string } };
    created = { id: doc.id, token };

    await expect
      .poll(async () => (await readSitemap(page, request)).find((u) => u.loc === `${baseURL}/news/${slug}`)?.lastmod ?? null, {
        timeout: 10_000,
        intervals: [250, 500, 1000],
      })
      .toBe(doc.updatedAt);
    // Written in Russian only: its Chinese address shows the Russian text, so it is not listed as a Chinese page.
    const entry = (await readSitemap(page, request)).find((u) => u.loc === `${baseURL}/news/${slug}`)!;
    expect(entry.alternates).toEqual(expectedAlternates(baseURL!, `/news/${slug}`, []));
    expect((await readSitemap(page, request)).some((u) => u.loc === `${baseURL}/zh/news/${slug}`)).toBe(false);
  });
});
