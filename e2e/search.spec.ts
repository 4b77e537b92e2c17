import type { Page } from '@playwright/test';
import { E2E_LIMITS } from './e2e-limits';
import { adminLogin, createStaff, type Staff } from './staff-helpers';
import { expect, expectNoA11yViolations, localePath, messages, reflowProblems, test, waitForHydration, type Locale } from './fixtures';

/**
 * The site search from a visitor's side: the header's field → the results page → an item, in Russian, Turkish and
 * Chinese, with JavaScript on and off (the field and the page are plain GET forms); on a phone the field is in the
 * menu; nothing found → the other keyboard layout and the popular sections; a publish in /admin is findable within
 * seconds, and in another language it is marked as shown in Russian; axe and reflow on /search at 1440 and 390 px.
 */

/** The search page's texts in a language. */
const searchText = (locale: Locale) => messages[locale].search as Record<string, string>;

const QUERIES: Partial<Record<Locale, { q: string; type: string }>> = {
  ru: { q: 'площадки', type: 'sites' },
  tr: { q: 'yatırım', type: 'news' },
  zh: { q: '投资', type: 'news' },
};

async function searchFromHeader(page: Page, locale: Locale, q: string) {
  const form = page.getByTestId('header-search');
  await form.getByRole('searchbox').fill(q);
  await form.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.pathname === localePath(locale, '/search') && url.searchParams.get('q') === q);
}

async function openFirstResult(page: Page) {
  const first = page.getByTestId('search-result').first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toBeTruthy();
  await first.click();
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === href || url.pathname === href!.split('#')[0]);
  await expect(page.locator('h1')).toBeVisible();
}

for (const javaScript of [true, false]) {
  test.describe(`the header field → results → an item (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 1440, height: 900 } });

    for (const [locale, { q, type }] of Object.entries(QUERIES) as Array<[Locale, { q: string; type: string }]>) {
      test(locale, async ({ page }) => {
        await page.goto(localePath(locale, '/'));
        await searchFromHeader(page, locale, q);
        await expect(page.locator('h1')).toHaveText(messages[locale].routes.search!);
        await expect(page.getByTestId('search-summary')).toBeVisible();
        await expect(page.getByTestId('search-result').first()).toBeVisible();
        // Matched words are marked, and the section links carry their counts.
        await expect(page.getByTestId('search-result').locator('mark').first()).toBeVisible();
        await expect(page.getByTestId(`search-group-${type}`)).toBeVisible();
        await openFirstResult(page);
      });
    }
  });
}

test('the section filter, and the page in the visitor’s language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(localePath('zh', '/search?q=场地'));
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  // The demo content is translated: Chinese results, none marked as shown in Russian.
  await expect(results.first().locator('[lang="ru"]')).toHaveCount(0);
  await expect(page.getByText(searchText('zh').inRussian!)).toHaveCount(0);
  await page.getByTestId('search-group-sites').click();
  await expect(page).toHaveURL(/type=sites/);
  await expect(page.getByTestId('search-results-sites')).toBeVisible();
  await expect(page.locator('[data-testid^="search-results-"]')).toHaveCount(1);
});

test('nothing found: the query in the other keyboard layout and the popular sections', async ({ page }) => {
  await page.goto('/search?q=yfkjub');
  await expect(page.getByTestId('search-nothing')).toBeVisible();
  const suggestion = page.getByTestId('search-suggestion');
  await expect(suggestion).toHaveText('налоги');
  await expect(page.getByRole('heading', { name: searchText('ru').popular! })).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/q=%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3%D0%B8/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
});

test('on a phone the field is in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('header-search')).toBeHidden();
  await waitForHydration(page);
  await page.getByTestId('menu-button').click();
  const field = page.getByTestId('menu-search').getByRole('searchbox');
  await expect(field).toBeVisible();
  await field.fill('налоги');
  await field.press('Enter');
  await page.waitForURL(/\/search\?q=/);
  await expect(page.getByTestId('search-result').first()).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`axe and reflow on /search at ${width} px (results, nothing found, empty)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/search?q=площадка', '/en/search?q=sites', '/zh/search?q=投资', '/tr/search?q=yatırım', '/search?q=yfkjub', '/search']) {
      await page.goto(path);
      await expectNoA11yViolations(page);
      expect(await reflowProblems(page), path).toEqual([]);
    }
  });
}

test('the page counts its renders per visitor address, with the API: past the limit it asks to wait a minute', async ({ request }) => {
  test.setTimeout(120_000);
  const limit = E2E_LIMITS.LIMIT_SEARCH;
  // An address of this test's own (the suite plays the reverse proxy: TRUSTED_PROXY_HOPS=1).
  const headers = { 'X-Forwarded-For': `10.91.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  const render = async (q: string) => {
    const response = await request.get(`/search?q=${encodeURIComponent(q)}`, { headers });
    expect(response.status()).toBe(200);
    return response.text();
  };
  const marker = 'data-testid="search-message"';
  for (let batch = 0; batch < limit; batch += 10) {
    const pages = await Promise.all(Array.from({ length: Math.min(10, limit - batch) }, (_, i) => render(`площадка ${batch + i}`)));
    expect(pages.filter((html) => html.includes(marker)), `renders ${batch + 1}–${batch + pages.length} are within the limit`).toEqual([]);
  }
  const over = await render('площадка');
  expect(over).toContain(marker);
  expect(over).toContain(searchText('ru').tooMany);
  expect(over).not.toContain('data-testid="search-result"');
  // The same allowance as the API's: from this address the API is over its limit too.
  const api = await request.get('/api/v1/search?q=%D0%BF%D0%BB%D0%BE%D1%89%D0%B0%D0%B4%D0%BA%D0%B0', { headers: { ...headers, Language: 'ru' } });
  expect(api.status()).toBe(429);
  // Another address is not affected.
  const other = await request.get('/search?q=%D0%BF%D0%BB%D0%BE%D1%89%D0%B0%D0%B4%D0%BA%D0%B0', { headers: { 'X-Forwarded-For': '10.92.0.1' } });
  expect(await other.text()).not.toContain(marker);
});

test.describe('a publish in /admin', () => {
  let editor: Staff;
  test.beforeAll(async () => {
    editor = await createStaff('editor');
  });

  test('an FAQ entry published by an editor is findable within seconds', async ({ page, request }) => {
    test.setTimeout(120_000);
    const word = `Гиперфлюксия${Date.now().toString(36)}`;
    await adminLogin(page, editor);
    await page.goto('/admin/collections/faq/create');
    await page.waitForLoadState('networkidle');
    await page.locator('#field-question').fill(`Что такое ${word}?`);
    const publish = page.locator('#action-save');
    await expect(publish).toBeEnabled();
    await publish.click();
    await page.waitForURL(/\/admin\/collections\/faq\/\d+/, { timeout: 30_000 });

    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/v1/search?q=${encodeURIComponent(word)}`, { headers: { Language: 'ru' } });
          return ((await response.json()) as { result: { totalCount: number } }).result.totalCount;
        },
        { timeout: 15_000, intervals: [250, 500, 1000] },
      )
      .toBe(1);
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('search-results-faq')).toBeVisible();
    // Published in Russian only: a Chinese visitor finds it too, shown in Russian, marked so and with lang="ru".
    await page.goto(localePath('zh', `/search?q=${encodeURIComponent(word)}`));
    const result = page.getByTestId('search-results-faq').getByTestId('search-result').first();
    await expect(result.getByRole('link')).toHaveAttribute('lang', 'ru');
    await expect(result.getByText(searchText('zh').inRussian!)).toBeVisible();
  });
});
