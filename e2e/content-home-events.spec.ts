import fs from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, localePath, messages, test, waitForHydration, type Locale } from './fixtures';
import { adminLogin, createStaff } from './staff-helpers';

/**
 * Home, events and news: seeded content on the pages in ru and en, detail pages from the lists, the events
 * filters in the URL, the .ics download, the RSS feeds, an edit in /admin reaching /events, axe, and screenshots.
 */

const SCREENS = 'test-results/screens';
const KEF = 'krasnoyarskiy-ekonomicheskiy-forum-2027';
const PAST = 'investicionnaya-sessiya-kef-2026';
/** An event no other check names: the admin edit renames it for a moment. */
const EDITED = 'agropromyshlenniy-forum-minusinsk';

/** Seeded texts (cms/seed/data/*.ts) as each language shows them. */
const SEEDED = {
  ru: {
    heroTitle: 'Инвестиционный портал Красноярского края',
    bannerFigure: '2,6',
    news: 'Портфель КИП «Енисейская Сибирь» превысил 160 инициатив',
    newsSlug: 'portfel-kip-eniseyskaya-sibir-prevysil-160-iniciativ',
    source: 'Инвестиционный портал Красноярского края',
    photoSource: 'Пресс-служба агентства',
    kef: 'Красноярский экономический форум',
    kefPlace: 'МВДЦ «Сибирь», ул. Авиаторов, 19',
    past: 'Инвестиционная сессия Красноярского экономического форума',
    governor: 'Обращение Губернатора',
    project: 'Богучанский алюминиевый завод',
  },
  en: {
    heroTitle: 'Investment Portal of Krasnoyarsk Krai',
    bannerFigure: '2.6',
    news: 'Yenisei Siberia portfolio tops 160 initiatives',
    newsSlug: 'portfel-kip-eniseyskaya-sibir-prevysil-160-iniciativ',
    source: 'Investment Portal of Krasnoyarsk Krai',
    photoSource: 'Agency press office',
    kef: 'Krasnoyarsk Economic Forum',
    kefPlace: 'Siberia International Exhibition and Business Centre, 19 Aviatorov Street',
    past: 'Investment session of the Krasnoyarsk Economic Forum',
    governor: 'The Governor’s address',
    project: 'Boguchany Aluminium Smelter',
  },
} as const;

type ApiEvent = { id: number; slug: string; title: string; date: string; endDate: string | null; type: { slug: string } | null; city: { slug: string } | null };

/**
 * A GET of the provider API. The request context keeps its connections open between calls; one the server closed as
 * idle (Node's keep-alive timeout) while this GET was being sent on it is reset, and the GET is sent again on a new
 * connection, as browsers do for an idempotent request.
 */
async function apiGet<T>(request: APIRequestContext, path: string, locale: Locale = 'ru'): Promise<T> {
  const get = () => request.get(`/api/v1${path}`, { headers: { Language: locale } });
  const response = await get().catch((error: unknown) => {
    if (String(error).includes('ECONNRESET')) return get();
    throw error;
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

const allEvents = (request: APIRequestContext, locale: Locale = 'ru', query = '') =>
  apiGet<{ items: ApiEvent[] }>(request, `/event?page=1&limit=100${query}`, locale).then((r) => r.items);

const isPast = (event: ApiEvent) => Date.parse(event.endDate ?? event.date) <= Date.now();

/** The page's schema.org blocks, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Parses XML with the browser's own parser: the parse error if any, and the texts at `selector`. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ([source, sel]) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, texts: [...doc.querySelectorAll(sel)].map((n) => n.textContent ?? '') };
    },
    [xml, selector] as const,
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `page is ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  // Lazy pictures load as they come into view: scroll through once, then wait for them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true }))))));
  });
  const path = `${SCREENS}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const locale of ['ru', 'en'] as const) {
  const s = SEEDED[locale];
  const m = messages[locale] as unknown as {
    home: { directLine: { standard: string; cabinet: string }; events: { title: string } };
    events: { pastBadge: string; calendar: string };
    eventRegistration: { button: string };
  };

  test.describe(`${locale}`, () => {
    test('home: hero, banner figures, projects, events, news, governor and direct line', async ({ page, request }) => {
      const upcoming = (await allEvents(request, locale)).filter((e) => !isPast(e)).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      await page.goto(localePath(locale, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.heroTitle);
      await expect(page.getByTestId('statistics-banner_index')).toContainText(s.bannerFigure);
      await expect(page.getByTestId('home-audiences').getByRole('listitem')).not.toHaveCount(0);
      await expect(page.getByTestId('home-projects-list')).toContainText(s.project);
      // The soonest upcoming event, and at most three.
      const events = page.getByTestId('home-events-list').getByTestId('event-card');
      await expect(events.first()).toContainText(upcoming[0]!.title);
      expect(await events.count()).toBeLessThanOrEqual(3);
      // The latest news, at most three, all of them published: other checks publish and delete news of their own
      // while this one runs, so the titles are compared with the API's newest ones rather than a seeded title.
      const published = (await apiGet<{ items: Array<{ title: string; slug: string }> }>(request, '/news?page=1&limit=10', locale)).items;
      const homeNews = page.getByTestId('home-news').getByTestId('news-card');
      await expect(homeNews.first()).toBeVisible();
      const shown = (await homeNews.getByRole('heading').allTextContents()).map((title) => title.trim());
      expect(shown.length).toBeLessThanOrEqual(3);
      const latest = published.find((item) => item.title === shown[0]);
      expect(latest, `«${shown[0]}» is none of the latest published news`).toBeDefined();
      const governor = page.getByTestId('home-governor');
      await expect(governor.getByRole('heading')).toHaveText(s.governor);
      await expect(governor.getByRole('link')).toHaveAttribute('href', localePath(locale, '/obrashenie-gubernatora'));
      const line = page.getByTestId('home-direct-line');
      await expect(line).toContainText(m.home.directLine.standard);
      await expect(line).toContainText(m.home.directLine.cabinet);
      await expect(line.getByRole('link')).toHaveAttribute('href', localePath(locale, '/liniya-pryamih-obrasheniy'));
      // Entry points to the region, sites, site matching, zones, support, calculator and map.
      for (const path of ['/about-region', '/investicionnie-ploshadki', '/investicionnie-ploshadki/podbor', '/investicionnie-ploshadki/preferencialnie-zoni', '/meri-podderjki', '/kalkulator-lgot', '/invest-map']) {
        await expect(page.getByTestId('home-entries').locator(`a[href="${localePath(locale, path)}"]`)).toHaveCount(1);
      }
      // From the home page to a news item.
      await homeNews.first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/news/${latest!.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
    });

    test('events: seeded events, past ones marked without registration, details open from the list', async ({ page, request }) => {
      const kef = (await allEvents(request, locale)).find((e) => e.slug === KEF)!;
      await page.goto(localePath(locale, '/events'));
      const upcoming = page.getByTestId('events-upcoming');
      const kefCard = upcoming.getByTestId('event-card').filter({ hasText: s.kef }).first();
      await expect(kefCard).toContainText(s.kefPlace);
      // 22 April 2027, 03:00 UTC is 10:00 in Krasnoyarsk.
      await expect(kefCard).toContainText('10:00');
      await expect(kefCard.getByRole('link', { name: m.eventRegistration.button })).toHaveAttribute(
        'href',
        `${localePath(locale, '/event-registration')}?event=${kef.id}`,
      );
      const pastCard = page.getByTestId('events-past').getByTestId('event-card').filter({ hasText: s.past });
      await expect(pastCard.getByTestId('event-past')).toHaveText(m.events.pastBadge);
      await expect(pastCard.getByRole('link', { name: m.eventRegistration.button })).toHaveCount(0);

      await kefCard.getByTestId('event-details-link').click();
      await expect(page).toHaveURL(new RegExp(`/events/${KEF}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.kef);
      const details = page.getByTestId('event-details');
      await expect(details).toContainText(s.kefPlace);
      await expect(details).toContainText('10:00');
      await expect(page.getByTestId('event-registration-link')).toBeVisible();
      const event = (await jsonLd(page)).find((d) => d['@type'] === 'Event')!;
      expect(event).toMatchObject({ '@context': 'https://schema.org', name: s.kef, startDate: '2027-04-22T03:00:00.000Z' });

      // The .ics file: UTC times, the title.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('event-calendar').click()]);
      expect(download.suggestedFilename()).toBe(`${KEF}.ics`);
      const ics = fs.readFileSync((await download.path())!, 'utf8');
      const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('DTSTART:20270422T030000Z');
      expect(lines.find((l) => l.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
      expect(lines).toContain(`SUMMARY:${s.kef}`);

      // A past event's page says so and offers no registration, but the calendar file still.
      await page.goto(localePath(locale, `/events/${PAST}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.past);
      await expect(page.getByTestId('event-details').getByTestId('event-past')).toBeVisible();
      await expect(page.getByTestId('event-registration-link')).toHaveCount(0);
    });

    test('news: list and item with source and photo source, NewsArticle data, RSS feed', async ({ page, request }) => {
      await page.goto(localePath(locale, '/news'));
      const feedPath = locale === 'ru' ? '/rss.xml' : `/${locale}/rss.xml`;
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${feedPath.replace(/\./g, '\\.')}$`));
      await page.getByTestId('news-list').getByRole('link', { name: s.news }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${s.newsSlug}$`));
      const article = page.getByTestId('news-article');
      await expect(article).toContainText(s.source);
      await expect(article).toContainText(s.photoSource);
      const data = (await jsonLd(page)).find((d) => d['@type'] === 'NewsArticle')!;
      expect(data).toMatchObject({ headline: s.news, datePublished: '2026-11-18T09:00:00.000Z', inLanguage: locale });

      const response = await request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const feed = await parseXml(page, await response.text(), 'channel > item > title');
      expect(feed.error).toBeNull();
      expect(feed.root).toBe('rss');
      expect(feed.texts).toContain(s.news);
    });
  });
}

test('events filters: type and city narrow the list, survive a reload, «all» resets', async ({ page, request }) => {
  const all = await allEvents(request);
  const forums = await allEvents(request, 'ru', '&type=forum');
  const forumsInKrasnoyarsk = await allEvents(request, 'ru', '&type=forum&city=krasnoyarsk');
  expect(forums.length).toBeLessThan(all.length);
  expect(forumsInKrasnoyarsk.length).toBeLessThan(forums.length);
  expect(forumsInKrasnoyarsk.length).toBeGreaterThan(0);
  const cards = page.getByTestId('event-card');

  await page.goto('/events');
  await waitForHydration(page);
  await expect(cards).toHaveCount(all.length);
  await page.getByTestId('events-filter-type').selectOption('forum');
  await expect(page).toHaveURL(/\/events\?type=forum$/);
  await expect(cards).toHaveCount(forums.length);
  await page.getByTestId('events-filter-city').selectOption('krasnoyarsk');
  await expect(page).toHaveURL(/\/events\?type=forum&city=krasnoyarsk$/);
  await expect(cards).toHaveCount(forumsInKrasnoyarsk.length);
  for (const event of forumsInKrasnoyarsk) await expect(cards.filter({ hasText: event.title }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('events-filter-type')).toHaveValue('forum');
  await expect(page.getByTestId('events-filter-city')).toHaveValue('krasnoyarsk');
  await expect(cards).toHaveCount(forumsInKrasnoyarsk.length);

  await page.getByTestId('events-filter-all').click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(cards).toHaveCount(all.length);

  // A shared link opens filtered; an unknown value shows everything.
  const seminars = await allEvents(request, 'ru', '&type=seminar');
  await page.goto('/events?type=seminar');
  await expect(cards).toHaveCount(seminars.length);
  await page.goto('/events?type=nonsense');
  await waitForHydration(page);
  await expect(cards).toHaveCount(all.length);
});

test('an event renamed in /admin appears on /events within seconds', async ({ page, request }) => {
  test.setTimeout(150_000);
  const event = await apiGet<ApiEvent>(request, `/event/${EDITED}`);
  const renamed = `${event.title} (${Date.now().toString(36)})`;
  // The list is rendered and cached before the edit.
  await page.goto('/events');
  await expect(page.getByTestId('event-card').filter({ hasText: event.title })).toHaveCount(1);

  const editor = await createStaff('editor');
  const rename = async (title: string) => {
    await page.goto(`/admin/collections/events/${event.id}`);
    await page.waitForLoadState('networkidle');
    await page.locator('#field-title').fill(title);
    await page.locator('#action-save').click();
    await expect(page.locator('#field-title')).toHaveValue(title);
    await expect.poll(async () => (await apiGet<ApiEvent>(request, `/event/${EDITED}`)).title, { timeout: 15_000 }).toBe(title);
  };
  await adminLogin(page, editor);
  try {
    await rename(renamed);
    await expect
      .poll(
        async () => {
          await page.goto('/events');
          return page.getByTestId('event-card').filter({ hasText: renamed }).count();
        },
        { timeout: 10_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
  } finally {
    await rename(event.title);
  }
});

for (const locale of ['ru', 'zh'] as const) {
  for (const width of [1440, 390]) {
    test(`screenshots: home and a news item, ${locale} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(locale, '/'));
      await waitForHydration(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, `home-${locale}-${width}`);
      await page.goto(localePath(locale, `/news/${SEEDED.ru.newsSlug}`));
      await waitForHydration(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, `news-item-${locale}-${width}`);
    });
  }
}
