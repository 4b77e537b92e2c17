import { expect, LOCALE_COOKIE, messages, test } from './fixtures';

const DAY = 24 * 60 * 60;

test.describe('Russian has no prefix', () => {
  for (const [from, to] of [
    ['/ru', '/'],
    ['/ru/news', '/news'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ request, page, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(new URL(response.headers().location!, baseURL).pathname).toBe(to);

      await page.goto(from);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  }
});

test('choosing English on /news goes to /en/news and remembers it for the home page only', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.getByTestId('language-selector').click();
  await page.getByTestId('lang-option-en').click();
  await page.waitForURL(`${baseURL}/en/news`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.routes.news!);

  const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
  expect(cookie, 'NEXT_LOCALE cookie').toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(364 * DAY);
  expect(lifetime).toBeLessThan(366 * DAY);

  // The root path follows the cookie…
  await page.goto('/');
  expect(page.url()).toBe(`${baseURL}/en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // …while an unprefixed page is Russian whatever the cookie says.
  await page.goto('/news');
  expect(page.url()).toBe(`${baseURL}/news`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ru.routes.news!);

  // Visiting pages never rewrote the choice.
  expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('en');
});

test('choosing Russian on /en/news goes back to /news and stores ru', async ({ page, context, baseURL }) => {
  await page.goto('/en/news');
  await page.getByTestId('language-selector').click();
  await page.getByTestId('lang-option-ru').click();
  await page.waitForURL(`${baseURL}/news`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('ru');
  await page.goto('/');
  expect(page.url()).toBe(`${baseURL}/`);
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('opening / lands on /en', async ({ page, baseURL }) => {
    await page.goto('/');
    expect(page.url()).toBe(`${baseURL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('opening /news stays Russian', async ({ page, baseURL }) => {
    await page.goto('/news');
    expect(page.url()).toBe(`${baseURL}/news`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test('a Russian browser without a cookie stays on /', async ({ page, baseURL }) => {
  await page.goto('/');
  expect(page.url()).toBe(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('an unknown locale prefix is a 404', async ({ request }) => {
  const response = await request.get('/fr/news', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

// Russian shown for want of a translation (marked lang="ru" on en, tr and zh pages) is checked on every public page,
// and on an item published in Russian only, by e2e/languages.spec.ts.
