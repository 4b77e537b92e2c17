import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, localePath, messages, test, waitForHydration, type Locale } from './fixtures';

/**
 * The catalogues: projects (hub, CIP, investment offers with the type filter, PPP, promising projects, Arctic
 * residents), investment sites and production sites, success stories, development institutions, the video gallery
 * with its player modal and the FAQ accordion — each with named seeded fields in ru and en, details opened from lists,
 * and axe on the video modal, the open FAQ and a filtered list (every page as loaded: a11y.spec.ts).
 */

type Strings = {
  projects: { fields: Record<string, string>; filter: { all: string; legend: string }; catalogues: string };
  sites: { fields: Record<string, string>; opportunities: string; infrastructure: string };
  successStories: { fields: Record<string, string> };
  video: { play: string };
  faq: { expandAll: string };
};
const text = (locale: Locale) => messages[locale] as unknown as Strings & { routes: Record<string, string> };

/** The value beside a label in a fact list (`<dt>label</dt><dd>value</dd>`). */
function fact(scope: Locator, label: string): Locator {
  return scope.locator('.fact-list__row').filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) }).locator('dd');
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a list, checks one seeded card's facts, then follows its title link to the item's page. */
async function openFromList(page: Page, listPath: string, listTestId: string, title: string) {
  await page.goto(listPath);
  const card = page.getByTestId(listTestId).locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

async function followTitle(page: Page, card: Locator, title: string) {
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const nbsp = (s: string) => s.replace(/ /g, '[\\s\\u00a0\\u202f]');

type Case = {
  locale: Locale;
  cip: { title: string; investor: string; period: string; size: string; stage: string; statistic: RegExp };
  offer: { title: string; territory: string; volume: string; resourceBase: string };
  ppp: { lead: string; document: string };
  perspective: { title: string; location: string; volume: string };
  resident: { name: string; activity: string; jobs: string };
  site: { title: string; area: RegExp; type: string; specialisation: string; opportunity: string };
  story: { title: string; company: string; quote: string };
  institution: { name: string; email: string; phone: string; tel: string };
  video: { title: string; duration: string };
  faq: { question: string; answer: string };
};

const CASES: Case[] = [
  {
    locale: 'ru',
    cip: { title: 'Богучанский алюминиевый завод', investor: 'РУСАЛ и РусГидро (проект БЭМО)', period: '2006–2030', size: 'более 100 млрд ₽', stage: 'Эксплуатация, наращивание мощности', statistic: /2,6\s*трлн ₽/ },
    offer: { title: 'Производство топливных пеллет в Лесосибирске', territory: 'г. Лесосибирск', volume: '1,2 млрд ₽', resourceBase: 'Отходы лесопиления предприятий Лесосибирска — более 1 млн м³ в год' },
    ppp: { lead: 'Концессии и соглашения о ГЧП в крае.', document: 'Закон края о государственно-частном партнёрстве' },
    perspective: { title: 'Гидропонная ферма в Норильске', location: 'г. Норильск', volume: '900 млн ₽' },
    resident: { name: 'Арктическая логистика', activity: 'Речные и морские перевозки', jobs: '140' },
    site: { title: 'Индустриальный парк «Красноярск-Северный»', area: new RegExp(nbsp('^48 га$')), type: 'Индустриальный парк', specialisation: 'Машиностроение, приборостроение', opportunity: 'выкуп, аренда или аренда с последующим выкупом участка' },
    story: { title: 'Отходы лесопиления стали экспортным товаром', company: 'Лесопромышленная компания, Лесосибирск', quote: 'Сопровождение агентства сократило подготовку проекта почти вдвое.' },
    institution: { name: 'Фонд развития промышленности Красноярского края', email: 'info@fond.example.ru', phone: '+7 (391) 200-10-11', tel: 'tel:+73912001011' },
    video: { title: 'Арктическая зона Красноярского края', duration: '0:12' },
    faq: { question: 'Как подать инвестиционный проект?', answer: 'Ответ — в течение 30 дней' },
  },
  {
    locale: 'en',
    cip: { title: 'Boguchany Aluminium Smelter', investor: 'RUSAL and RusHydro (BEMO project)', period: '2006–2030', size: 'over 100 billion roubles', stage: 'In operation, ramping up', statistic: /2\.6\s*trillion roubles/ },
    offer: { title: 'Fuel pellet plant in Lesosibirsk', territory: 'Lesosibirsk', volume: '1.2 billion roubles', resourceBase: 'Sawmill waste of Lesosibirsk mills, over 1 million m³ a year' },
    ppp: { lead: 'Concessions and PPP agreements in the region.', document: 'Regional law on public-private partnership' },
    perspective: { title: 'Hydroponic farm in Norilsk', location: 'Norilsk', volume: '900 million roubles' },
    resident: { name: 'Arctic Logistics', activity: 'River and sea shipping', jobs: '140' },
    site: { title: 'Krasnoyarsk North Industrial Park', area: new RegExp(nbsp('^48 ha$')), type: 'Industrial park', specialisation: 'Engineering, instrument making', opportunity: 'purchase, lease or lease-to-buy of a plot' },
    story: { title: 'Sawmill waste becomes an export product', company: 'Timber company, Lesosibirsk', quote: 'The agency’s support nearly halved our project preparation time.' },
    institution: { name: 'Krasnoyarsk Krai Industrial Development Fund', email: 'info@fond.example.ru', phone: '+7 (391) 200-10-11', tel: 'tel:+73912001011' },
    video: { title: 'The Arctic zone of Krasnoyarsk Krai', duration: '0:12' },
    faq: { question: 'How do I submit an investment project?', answer: 'We answer within 30 days' },
  },
];

for (const c of CASES) {
  const { locale } = c;
  const path = (p: string) => localePath(locale, p);
  const s = text(locale);
  const label = (field: string) => s.projects.fields[field]!;

  test.describe(`catalogues in ${locale}`, () => {
    test('projects hub: the four catalogues with their counts, and PPP', async ({ page }) => {
      await page.goto(path('/projects'));
      const hub = page.getByTestId('projects-hub');
      await expect(page.getByRole('heading', { level: 2, name: s.projects.catalogues })).toBeVisible();
      for (const key of ['projectsCip', 'projectsInvest', 'projectsPerspective', 'projectsArcticResidents', 'projectsPpp']) {
        await expect(hub.getByRole('link', { name: s.routes[key], exact: true })).toBeVisible();
      }
      await expect(page.getByTestId('projects-hub-projectsCip')).toContainText(locale === 'ru' ? '7 проектов' : '7 projects');
      await expect(page.getByTestId('projects-hub-projectsInvest')).toContainText(locale === 'ru' ? '8 проектов' : '8 projects');
      await hub.getByRole('link', { name: s.routes.projectsCip!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.routes.projectsCip!);
    });

    test('CIP: statistics, a project with investor, period, size and stage; its page', async ({ page }) => {
      const card = await openFromList(page, path('/projects/cip-eniseyskaya-sybir'), 'cip-list', c.cip.title);
      await expect(page.getByTestId('statistics-cip_eniseyskaya_sybir')).toContainText(c.cip.statistic);
      await expect(fact(card, label('investor'))).toHaveText(c.cip.investor);
      await expect(fact(card, label('investmentSize'))).toHaveText(c.cip.size);
      await followTitle(page, card, c.cip.title);
      const detail = page.getByTestId('project-detail');
      await expect(fact(detail, label('investor'))).toHaveText(c.cip.investor);
      await expect(fact(detail, label('implementationPeriod'))).toHaveText(c.cip.period);
      await expect(fact(detail, label('investmentSize'))).toHaveText(c.cip.size);
      await expect(fact(detail, label('stage'))).toHaveText(c.cip.stage);
    });

    test('investment offers: territory and volume on the card; resource base on its page', async ({ page }) => {
      const card = await openFromList(page, path('/projects/invest-projects'), 'offer-list', c.offer.title);
      await expect(fact(card, label('territory'))).toHaveText(c.offer.territory);
      await expect(fact(card, label('investmentVolume'))).toHaveText(c.offer.volume);
      await followTitle(page, card, c.offer.title);
      const detail = page.getByTestId('project-detail');
      await expect(fact(detail, label('resourceBase'))).toHaveText(c.offer.resourceBase);
      await expect(fact(detail, label('territory'))).toHaveText(c.offer.territory);
      await expect(fact(detail, label('investmentVolume'))).toHaveText(c.offer.volume);
    });

    test('PPP: setting 17 and the PPP documents', async ({ page }) => {
      await page.goto(path('/projects/gchp/gchp'));
      await expect(page.locator('.page-lead')).toHaveText(c.ppp.lead);
      const link = page.getByTestId('ppp-documents').getByRole('link', { name: new RegExp(`^${escapeRegExp(c.ppp.document)}`) });
      await expect(link).toHaveAttribute('href', /\.pdf$/);
      await expect(link).toHaveAttribute('target', '_blank');
      const file = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('pdf');
    });

    test('promising projects: location and volume; its page', async ({ page }) => {
      const card = await openFromList(page, path('/projects/perspektivnie-proekti'), 'perspective-list', c.perspective.title);
      await expect(fact(card, label('location'))).toHaveText(c.perspective.location);
      await expect(fact(card, label('investmentVolume'))).toHaveText(c.perspective.volume);
      await followTitle(page, card, c.perspective.title);
      await expect(fact(page.getByTestId('project-detail'), label('location'))).toHaveText(c.perspective.location);
    });

    test('Arctic residents: statistics, jobs; its page with the activity', async ({ page }) => {
      const card = await openFromList(page, path('/projects/rezidents-arctics'), 'residents-list', c.resident.name);
      await expect(page.getByTestId('statistics-rezidents_arctics')).toContainText('435');
      await expect(fact(card, label('jobs'))).toHaveText(c.resident.jobs);
      await followTitle(page, card, c.resident.name);
      await expect(fact(page.getByTestId('project-detail'), label('activity'))).toHaveText(c.resident.activity);
    });

    test('investment sites hub and production sites: type, area, specialisation; the site’s page', async ({ page }) => {
      await page.goto(path('/investicionnie-ploshadki'));
      const hub = page.getByTestId('sites-hub');
      await expect(page.getByTestId('sites-hub-productionSites')).toContainText(locale === 'ru' ? '8 площадок' : '8 sites');
      for (const key of ['preferentialZones', 'investMap']) await expect(hub.getByRole('link', { name: s.routes[key], exact: true })).toBeVisible();
      await hub.getByRole('link', { name: s.routes.productionSites!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.routes.productionSites!);

      const card = page.getByTestId('site-list').locator('li').filter({ has: page.getByRole('heading', { name: c.site.title, exact: true }) });
      const f = (field: string) => fact(card, s.sites.fields[field]!);
      await expect(f('totalArea')).toHaveText(c.site.area);
      await expect(f('siteType')).toHaveText(c.site.type);
      await expect(f('specialisation')).toHaveText(c.site.specialisation);
      await followTitle(page, card, c.site.title);
      const detail = page.getByTestId('site-detail');
      await expect(fact(detail, s.sites.fields.totalArea!)).toHaveText(c.site.area);
      await expect(detail.getByTestId('site-opportunities')).toContainText(c.site.opportunity);
      await expect(detail.getByRole('heading', { level: 2, name: s.sites.infrastructure, exact: true })).toBeVisible();
    });

    test('success stories: the story with its company; its page with the quote', async ({ page }) => {
      const card = await openFromList(page, path('/success-stories'), 'story-list', c.story.title);
      await expect(card).toContainText(c.story.company);
      await followTitle(page, card, c.story.title);
      await expect(page.getByTestId('story-quote')).toContainText(c.story.quote);
      await expect(fact(page.getByTestId('story-detail'), s.successStories.fields.company!)).toHaveText(c.story.company);
    });

    test('development institutions: e-mail and phone as links', async ({ page }) => {
      await page.goto(path('/istitutions-of-development'));
      const card = page.getByTestId('institution').filter({ has: page.getByRole('heading', { name: c.institution.name, exact: true }) });
      await expect(card.getByRole('link', { name: c.institution.email })).toHaveAttribute('href', `mailto:${c.institution.email}`);
      await expect(card.getByRole('link', { name: c.institution.phone })).toHaveAttribute('href', c.institution.tel);
    });

    test('video gallery: the player modal opens, traps focus, closes with Escape back to its button', async ({ page, baseURL }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (/^https?:/.test(request.url()) && !request.url().startsWith(baseURL!)) thirdParty.push(request.url());
      });
      await page.goto(path('/video-gallery'));
      await waitForHydration(page);
      const card = page.getByTestId('video-card').filter({ has: page.getByRole('heading', { name: c.video.title, exact: true }) });
      await expect(card).toContainText(c.video.duration);
      await expect(page.locator('video, iframe')).toHaveCount(0);

      const play = card.getByRole('button', { name: s.video.play.replace('{title}', c.video.title) });
      await play.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: c.video.title });
      await expect(modal).toBeVisible();
      // The seeded demo video (cms/seed/videos.ts) loads: a 12 s MP4 served by Payload's file route (a name taken in
      // the uploads folder by an earlier run's seed gets a -N suffix).
      const file = /^\/api\/cms\/documents\/file\/arkticheskaya-zona-krasnoyarskogo-kraya(-\d+)?\.mp4$/;
      const video = modal.locator('video[controls]');
      await expect(video.locator('source')).toHaveAttribute('src', file);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(Math.round(await video.evaluate((v: HTMLVideoElement) => v.duration))).toBe(12);
      // WCAG 1.2.2: a captions track per language, the page's one showing, its cues loaded from the WebVTT file.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((track) => `${track.kind}:${track.language}:${track.mode}`)))
        .toEqual(['ru', 'en', 'tr', 'zh'].map((lang) => `captions:${lang}:${lang === locale ? 'showing' : 'disabled'}`));
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement, lang) => [...v.textTracks].find((track) => track.language === lang)?.cues?.length ?? 0, locale), { timeout: 10_000 })
        .toBe(3);
      await expectNoA11yViolations(page, { include: ['[data-testid="video-modal"]'] });

      // Tab never reaches the page behind the modal (the native modal dialog makes it inert; past the last control
      // the browser may take focus to its own UI, shown here as <body>), and comes back into the dialog.
      const where = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog') ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
        });
      const stops: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        stops.push(await where());
      }
      expect(stops.filter((stop) => stop !== 'dialog' && stop !== 'browser')).toEqual([]);
      expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(4);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);

      // A file that cannot be had: the player says so and offers the real file for download.
      await page.route('**/api/cms/documents/file/*.mp4', (route) => route.fulfill({ status: 404, body: '' }));
      await play.focus();
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('alert')).toBeVisible();
      await expect(modal.getByRole('alert').getByRole('link')).toHaveAttribute('href', file);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(play).toBeFocused();
      expect(thirdParty).toEqual([]);
    });

    test('FAQ: an accordion that works by keyboard', async ({ page }) => {
      await page.goto(path('/faq'));
      await waitForHydration(page);
      const question = page.getByRole('button', { name: c.faq.question, exact: true });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
      await expect(answer).toBeHidden();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toContainText(c.faq.answer);
      await expectNoA11yViolations(page);
      await page.keyboard.press('ArrowDown');
      const next = page.locator('[data-faq-question]').nth(1);
      await expect(next).toBeFocused();
      await page.keyboard.press('Space');
      await expect(next).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Home');
      await expect(question).toBeFocused();
      await page.keyboard.press(' ');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    });
  });
}

test.describe('investment offers type filter', () => {
  const agriculture = ['Тепличный комплекс в Минусинской котловине', 'Переработка молока в Канском районе', 'Глубокая переработка зерна в Назарово'];

  test('narrows the list, lives in the URL, survives a reload and «all offers» restores the list', async ({ page }) => {
    const s = text('ru');
    await page.goto('/projects/invest-projects');
    await waitForHydration(page);
    const items = page.getByTestId('offer-list').locator('> li');
    await expect(items).toHaveCount(8);
    const filter = page.getByTestId('offer-filter');
    await expect(filter.getByRole('radio', { name: new RegExp(`^${s.projects.filter.all}`) })).toBeChecked();

    await filter.getByText('Агропромышленный комплекс').click();
    await expect(page).toHaveURL(/\/projects\/invest-projects\?type=apk$/);
    await expect(items).toHaveCount(3);
    await expect(items.getByRole('heading')).toHaveText(agriculture);

    await page.reload();
    await expect(items).toHaveCount(3);
    await expect(filter.getByRole('radio', { name: /^Агропромышленный комплекс/ })).toBeChecked();
    await expectNoA11yViolations(page);

    // By keyboard: the radios of the group move with the arrow keys.
    await filter.getByRole('radio', { name: /^Агропромышленный комплекс/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?type=les$/);
    await expect(items).toHaveCount(1);

    await filter.getByText(s.projects.filter.all).click();
    await expect(page).toHaveURL(/\/projects\/invest-projects$/);
    await expect(items).toHaveCount(8);
  });

  test('a shared link with a type opens filtered, in English too', async ({ page }) => {
    await page.goto('/en/projects/invest-projects?type=turizm');
    const items = page.getByTestId('offer-list').locator('> li');
    await expect(items).toHaveCount(2);
    await expect(items.getByRole('heading')).toHaveText(['Tourist complex at the Ergaki nature park', 'Tourist cluster at the Krasnoyarsk Pillars national park']);
  });
});
