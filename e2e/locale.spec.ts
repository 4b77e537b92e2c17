import type { Page } from '@playwright/test';
import { expect, LOCALE_COOKIE, messages, test, waitForHydration } from './fixtures';

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

// Content without a translation is shown in Russian (Payload's fallback): each such text is inside an element whose
// language is Russian, so a screen reader does not read it with a Turkish or Chinese voice (WCAG 3.1.2). A text in
// Cyrillic is Russian on these pages: the check is every Cyrillic text node's nearest [lang], and the same for a
// picture's Cyrillic alt text. Returns how many Russian texts the pages had.
async function expectRussianMarked(page: Page, paths: string[]): Promise<number> {
  let russian = 0;
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    const { total, unmarked } = await page.evaluate(() => {
      const cyrillic = /\p{Script=Cyrillic}/u;
      const found: string[] = [];
      let count = 0;
      const check = (element: Element, text: string) => {
        count += 1;
        if (element.closest('[lang]')?.getAttribute('lang') !== 'ru') found.push(`<${element.tagName.toLowerCase()} class="${element.className}">${text.trim().slice(0, 60)}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest('script, style') && cyrillic.test((node as Text).data)) check(parent, (node as Text).data);
      }
      for (const image of document.querySelectorAll('img[alt]')) if (cyrillic.test(image.getAttribute('alt')!)) check(image, image.getAttribute('alt')!);
      return { total: count, unmarked: found };
    });
    russian += total;
    expect(unmarked, `${path}: Russian texts without lang="ru"`).toEqual([]);
  }
  return russian;
}

test('Russian shown for want of a translation is marked lang="ru" on tr and zh pages', async ({ page }) => {
  const russian = await expectRussianMarked(page, [
    '/tr',
    '/tr/news',
    '/tr/news/oez-krasnoyarskaya-tehnologicheskaya-dolina-prinimaet-rezidentov',
    '/tr/events',
    '/tr/faq',
    '/tr/kalkulator-lgot',
    '/zh/about-region',
    '/zh/news',
  ]);
  // The demo content leaves these pages partly untranslated: the check had Russian texts to look at.
  expect(russian).toBeGreaterThan(50);
});

test('Russian shown for want of a translation is marked lang="ru" on detail and standard pages', async ({ page }) => {
  const russian = await expectRussianMarked(page, [
    '/tr/events/vebinar-kak-stat-rezidentom-oez',
    '/tr/investicionnie-ploshadki/proizvodstvennie-ploshadki/promploshadka-krasnoyarsk-sever',
    '/tr/projects/cip-eniseyskaya-sybir/boguchanskiy-alyuminievyy-zavod',
    '/tr/success-stories/pelletnoe-proizvodstvo-v-lesosibirske',
    '/tr/investicionnie-ploshadki/preferencialnie-zoni/oez',
    '/zh/meri-podderjki/finansovaya-podderjka',
    '/zh/investicionniy-standard/algorithm-realizacii-proekta',
    '/zh/investicionniy-standard/korporaciya-razvitiya-eniseyskoy-sibiri',
    '/zh/investicionniy-standard/svod-investicionnih-pravil',
  ]);
  expect(russian).toBeGreaterThan(20);
});
