import type { BrowserContext, Page } from '@playwright/test';
import { ROUTES } from '../lib/routes';
import { DETAIL_FAMILIES } from '../lib/seo/detail-families';
import { a11yRoutes, type A11yRoute } from './a11y-routes';
import { dismissTgPopup, expect, expectNoA11yViolations, localePath, messages, test, waitForHydration, type Locale } from './fixtures';
import { createStaff } from './staff-helpers';

/**
 * Every public page in English, Turkish and Chinese shows no Russian text it does not declare as Russian: any text
 * node (and any alt, title, aria-label or placeholder) with a Cyrillic letter must sit under an element whose nearest
 * `lang` is Russian — a text an editor has not translated yet falls back to Russian and is marked so
 * (lib/api/untranslated.ts, components/page/in-russian.tsx). Nor may a page show Russian written in Latin letters
 * (a placeholder standing in for a translation) — outside code: the API's paths on /api-docs are addresses
 * (`/proizvodstvennie-ploshadki`), not text. The walk covers each public route of
 * e2e/a11y-routes.ts and every detail page linked from the first page of its family's list.
 */

const LOCALES = ['en', 'tr', 'zh'] as const satisfies readonly Locale[];

/** Pages opened at once per language (each language is one test; Playwright runs those in parallel too). */
const CONCURRENCY = 4;

/**
 * Russian written in Latin letters: the stems of the words the portal's own slugs and placeholders are made of
 * (`proizvodstvennie-ploshadki`, `perspektivnie-proekti`, «Obrashenie»…) and the endings only a transliteration has.
 * No English, Turkish or pinyin word of the portal contains them (a test below keeps the list honest).
 */
const TRANSLITERATED =
  /\b\w*(ploshad|obrashen|proizvodstven|perspektivn|investicion|investitsion|meropriyat|podderzh|novost[ie]|zayavk|predpriyat|rezidents?-|gosudarstven|soglashen|vnimani|dokumenty?\b|proekt[iy]?\b|oblast\b|kraya\b|territori[ya]\b)\w*/i;

/** A few words a real page could show (including Turkish and pinyin) that must not be taken for transliterated Russian. */
const NOT_TRANSLITERATED = ['Krasnoyarsk Krai', 'proje', 'projects', 'territory', 'bölge', 'investment', 'novel', 'Heilongjiang', 'destek'];

type Finding = { where: string; text: string; lang: string | null };

/** What the browser finds on the page: Cyrillic outside Russian, and Latin-script Russian. */
async function findings(page: Page, transliterated: RegExp): Promise<Finding[]> {
  return page.evaluate((source) => {
    const latinRussian = new RegExp(source, 'i');
    const cyrillic = /\p{Script=Cyrillic}/u;
    const out: Array<{ where: string; text: string; lang: string | null }> = [];
    const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? null;
    const isRussian = (lang: string | null) => !!lang && /^ru\b/i.test(lang);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ''}>`;
    };
    const check = (element: Element, text: string, where: string) => {
      const value = text.replace(/\s+/g, ' ').trim();
      if (!value) return;
      const lang = langOf(element);
      if (cyrillic.test(value) && !isRussian(lang)) out.push({ where, text: value.slice(0, 120), lang });
      else if (!isRussian(lang) && !element.closest('code, pre, kbd, samp') && latinRussian.test(value)) out.push({ where: `${where} (Latin-script Russian)`, text: value.slice(0, 120), lang });
    };
    // A <title> cannot carry its own lang: an item shown in Russian for want of a translation has its Russian name
    // there, and the page says so in og:locale (ru_RU) instead — what search engines and sharing read.
    const shownInRussian = /^ru/i.test(document.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? '');
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (shownInRussian && parent.tagName === 'TITLE') continue;
      check(parent, node.textContent ?? '', describe(parent));
    }
    for (const element of document.querySelectorAll('[alt], [title], [aria-label], [placeholder], [aria-description]')) {
      for (const name of ['alt', 'title', 'aria-label', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) check(element, value, `${describe(element)} @${name}`);
      }
    }
    return out;
  }, transliterated.source);
}

/** Opens a page and waits until React has taken it over (a client component may have redrawn a text by then). */
async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  return response?.status();
}

/** Pictures, fonts, media and map tiles carry no text: not fetched, so the walk stays fast (alt texts are in the markup). */
const NO_TEXT = /\.(png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|mp4|webm|pbf|mvt)(\?|$)/i;

/** The detail pages a list page links to: `<list path>/<one segment>` (the list's own pager and filters are not). */
async function detailLinks(page: Page, locale: Locale, listPath: string): Promise<string[]> {
  const prefix = `${localePath(locale, listPath)}/`;
  const hrefs = await page.locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((href) => href.startsWith(prefix) && !href.slice(prefix.length).includes('/')))];
}

async function walk(context: BrowserContext, routes: A11yRoute[], locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...routes];
  const seen = new Set(routes.map((route) => route.path));
  const lists = new Map(DETAIL_FAMILIES.map((family) => [localePath(locale, ROUTES[family.parent].path), ROUTES[family.parent].path]));
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      const status = await open(page, route.path).catch((error: Error) => {
        problems.push(`${locale} ${route!.path}: ${error.message.split('\n')[0]}`);
        return -1;
      });
      if (status === -1) continue;
      if (status !== 200) {
        problems.push(`${locale} ${route.path}: status ${status}`);
        continue;
      }
      for (const found of await findings(page, TRANSLITERATED)) {
        problems.push(`${locale} ${route.path} ${found.where} lang=${found.lang ?? '(none)'}: «${found.text}»`);
      }
      const listPath = lists.get(route.path);
      if (listPath) {
        for (const path of await detailLinks(page, locale, listPath)) {
          if (seen.has(path)) continue;
          seen.add(path);
          queue.push({ name: `${route.name}:linked`, path });
        }
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return problems;
}

test('the transliteration check knows Russian in Latin letters from the portal’s other languages', () => {
  for (const word of ['Ploshadka', 'Obrashenie', 'proizvodstvennie-ploshadki', 'Perspektivnie proekti', 'Novosti', 'Meropriyatiya']) {
    expect(word, word).toMatch(TRANSLITERATED);
  }
  for (const word of NOT_TRANSLITERATED) expect(word, word).not.toMatch(TRANSLITERATED);
});

for (const locale of LOCALES) {
  test(`every public page in ${locale} declares its Russian texts as Russian`, async ({ browser, request, baseURL }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
    await dismissTgPopup(context, baseURL!);
    await context.route(NO_TEXT, (route) => route.abort());
    const routes = await a11yRoutes(request, locale);
    const problems = await walk(context, routes, locale);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test.describe('a news item not yet translated', () => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `untranslated-${stamp}`;
  const title = `Новость без перевода ${stamp}`;
  let created: { id: number; token: string } | undefined;

  test.beforeAll(async ({ request }) => {
    const admin = await createStaff('admin');
    const login = await request.post('/api/cms/staff/login', { data: admin });
    const { token } = (await login.json()) as { token: string };
    // Written in Russian only: every other language falls back to it.
    const response = await request.post('/api/cms/news', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, slug, excerpt: 'Краткое содержание только на русском языке.', publishedAt: new Date().toISOString(), _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(201);
    created = { id: ((await response.json()) as { doc: { id: number } }).doc.id, token };
  });

  test.afterAll(async ({ request }) => {
    if (created) await request.delete(`/api/cms/news/${created.id}`, { headers: { Authorization: `JWT ${created.token}` } });
  });

  for (const locale of ['zh', 'tr'] as const) {
    test(`in ${locale} is shown as Russian, marked, and said to be Russian to search engines`, async ({ page, baseURL }) => {
      const marker = (messages[locale].common as Record<string, string>).inRussian!;
      await page.goto(localePath(locale, `/news/${slug}`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveAttribute('lang', 'ru');
      await expect(heading).toContainText(title);
      // The badge, in the page's language, is drawn on the heading (components/page/in-russian.css).
      expect(await heading.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(JSON.stringify(marker));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}T/);
      const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(hreflangs.sort()).toEqual(['ru', 'x-default']);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>));
      expect(jsonLd.find((data) => data['@type'] === 'NewsArticle')).toMatchObject({ headline: title, inLanguage: 'ru' });
      const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item?: string }> };
      expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: title });
      expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${baseURL}${localePath(locale, '/')}` });

      // The list: its card is Russian throughout, its title marked once.
      await page.goto(localePath(locale, '/news'));
      const card = page.getByTestId('news-card').filter({ hasText: title });
      await expect(card.getByRole('heading')).toHaveAttribute('lang', 'ru');
      await expect(card.locator('.content-card__text')).toHaveAttribute('lang', 'ru');
      await expectNoA11yViolations(page, { include: ['main'] });
    });
  }

  test('an unknown news item answers 404 with «page not found» as its title', async ({ page }) => {
    const response = await page.goto(`/en/news/no-such-item-${stamp}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(new RegExp(`^${messages.en.errors.notFoundTitle}`));
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });
});

test('the news feed gives each picture its real size', async ({ request }) => {
  const xml = await (await request.get('/en/rss.xml')).text();
  const enclosures = [...xml.matchAll(/<enclosure url="([^"]+)" type="[^"]+" length="(\d+)"\/>/g)];
  expect(enclosures.length).toBeGreaterThan(0);
  for (const [, url, length] of enclosures.slice(0, 3)) {
    const file = await request.get(url!.replace(/&amp;/g, '&'));
    expect(Number(length), url).toBe((await file.body()).length);
  }
});
