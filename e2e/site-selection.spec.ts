import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, localePath, messages, sidewaysOverflow, test, waitForHydration, type Locale } from './fixtures';

/**
 * Site selection as an investor uses it: a query on the matching page (kept in the URL) → a shortlist of three →
 * their comparison (the passport links present; e2e/site-passport.spec.ts checks the PDF itself) → «Подать проект на
 * эту площадку» sends a project that records the site. Both new pages pass axe at 1440 and 390 px wide, with their
 * results on screen, and do not scroll sideways on a phone.
 */

type Texts = {
  siteFacts: { utility: Record<string, string>; unit: Record<string, string> };
  siteSelection: { form: { submit: string; rail: string }; actions: { compare: string; submitProject: string }; tray: { open: string } };
  sitePassport: { link: string };
  requests: { modal: { site: string; submit: string } };
};
const texts = (locale: Locale) => messages[locale] as unknown as Texts;

const MATCHING = '/investicionnie-ploshadki/podbor';
const COMPARISON = '/investicionnie-ploshadki/sravnenie';

/** The result cards once they answer the address's query (the previous query's stay on screen while it loads). */
async function results(page: Page) {
  const query = new URL(page.url()).search.slice(1);
  await expect(page.getByTestId('site-results')).toHaveAttribute('data-query', query);
  await expect(page.getByTestId('site-results')).toHaveAttribute('data-state', 'ready');
  const cards = page.getByTestId('site-match-result');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test('a query → a shortlist of three → comparison → a project sent for one of them, with the site recorded', async ({ page }) => {
  test.setTimeout(120_000);
  const locale: Locale = 'en';
  const t = texts(locale);
  await page.goto(localePath(locale, MATCHING));
  await page.getByLabel(`${t.siteFacts.utility.electricity}, ${t.siteFacts.unit.MW}`).fill('5');
  await page.getByLabel(t.siteSelection.form.rail).check();
  await page.getByRole('button', { name: t.siteSelection.form.submit }).click();
  await expect(page).toHaveURL(/\?electricityMw=5&rail=1$/);
  const cards = await results(page);
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // Ranked best first: scores never rise down the list.
  const scores = (await page.getByTestId('site-match-score').allTextContents()).map((text) => Number(/\d+/.exec(text)![0]));
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);

  // The shortlist: three sites into the comparison.
  const shortlist: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    shortlist.push((await card.getAttribute('data-site-id'))!);
    await card.getByRole('button', { name: t.siteSelection.actions.compare }).click();
    await expect(card.getByRole('button', { name: t.siteSelection.actions.compare })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('compare-tray').getByRole('listitem')).toHaveCount(3);

  // The query is in the address: a reload shows the same form and ranking.
  await page.reload();
  await expect(page.getByLabel(`${t.siteFacts.utility.electricity}, ${t.siteFacts.unit.MW}`)).toHaveValue('5');
  await results(page);

  await page.getByTestId('compare-open').click();
  await expect(page).toHaveURL(new RegExp(`${COMPARISON}\\?ids=${shortlist.join(',')}$`));
  const columns = page.getByTestId('site-comparison-site');
  await expect(columns).toHaveCount(3);
  for (const column of await columns.all()) {
    await expect(column.getByRole('link', { name: t.sitePassport.link })).toHaveAttribute('href', /\/api\/v1\/proizvodstvennie-ploshadki\/[^/]+\/passport\.pdf\?lang=en$/);
  }
  // Some facts differ between the three sites, and those rows say so.
  expect(await page.locator('tr[data-differs]').count()).toBeGreaterThan(0);
  await expectNoA11yViolations(page);

  // Back to the results (the back button keeps the query), and a project for the first site.
  await page.goBack();
  await expect(page).toHaveURL(/\?electricityMw=5&rail=1$/);
  const first = (await results(page)).first();
  const siteId = Number(await first.getAttribute('data-site-id'));
  const siteTitle = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: t.siteSelection.actions.submitProject }).click();
  const modal = page.getByTestId('submit-project-modal');
  await expect(modal.getByTestId('submit-project-site')).toContainText(siteTitle);
  await modal.locator('#submit-project-name').fill('Ivan Petrov');
  await modal.locator('#submit-project-phone').fill('+7 391 222-33-44');
  await modal.locator('#submit-project-email').fill(`site-guest-${Date.now().toString(36)}@example.org`);
  await modal.locator('#submit-project-title').fill('Sawmill by the railway');
  await modal.locator('#submit-project-consent').check();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/request/create') && response.request().method() === 'POST');
  await modal.getByRole('button', { name: t.requests.modal.submit }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { result: { site: { id: number; title: string } | null } };
  expect(body.result.site).toMatchObject({ id: siteId, title: siteTitle });
  await expect(page.getByTestId('application-success-modal')).toBeVisible();
});

test('the matching page opened from a link in the portal (a client-side navigation) and its form sent with the keyboard', async ({ page }) => {
  const locale: Locale = 'tr';
  const t = texts(locale);
  await page.goto(localePath(locale, '/investicionnie-ploshadki/proizvodstvennie-ploshadki'));
  await waitForHydration(page);
  await page.getByTestId('site-matching-link').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, MATCHING)}$`));
  expect((await results(page)).first()).toBeTruthy();
  // A decimal comma typed in Turkish, Enter in the field: the address is the query's one form.
  const field = page.getByLabel(`${t.siteFacts.utility.electricity}, ${t.siteFacts.unit.MW}`);
  await field.fill('3,5');
  await field.press('Enter');
  await expect(page).toHaveURL(/\?electricityMw=3\.5$/);
  await results(page);
  await expect(field).toHaveValue('3,5');
});

for (const width of [1440, 390]) {
  test(`the matching page with results and the comparison pass axe at ${width} px and do not scroll sideways`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ['ru', 'zh'] as const) {
      await page.goto(localePath(locale, `${MATCHING}?areaHa=10&electricityMw=5&rail=1&regime=tor`));
      await results(page);
      await expectNoA11yViolations(page);
      expect((await sidewaysOverflow(page)).by, `${locale} matching page at ${width} px`).toBeLessThanOrEqual(0);

      const list = await request.get('/api/v1/proizvodstvennie-ploshadki?limit=3', { headers: { Language: locale } });
      const ids = ((await list.json()) as { result: { items: { id: number }[] } }).result.items.map((item) => item.id);
      await page.goto(localePath(locale, `${COMPARISON}?ids=${ids.join(',')}`));
      await expect(page.getByTestId('site-comparison-site')).toHaveCount(ids.length);
      await expectNoA11yViolations(page);
      expect((await sidewaysOverflow(page)).by, `${locale} comparison at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) {
        // One site per screen beside the field names, which stay in view while the sites scroll sideways.
        const scroller = page.locator('.site-comparison__scroll');
        const field = page.locator('tbody th.site-comparison__field').first();
        const before = await field.boundingBox();
        await scroller.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
        await expect.poll(async () => (await field.boundingBox())?.x).toBe(before!.x);
        const column = await page.getByTestId('site-comparison-site').first().boundingBox();
        expect(column!.width + before!.width).toBeGreaterThan(300);
      }
    }
  });
}
