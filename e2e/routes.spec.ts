import { PUBLIC_STATIC_ROUTE_KEYS, ROUTES, type RouteKey } from '../lib/routes';
import { expect, htmlLang, htmlText, htmlTexts, localePath, locales, messages, test } from './fixtures';

/**
 * Every static public route of the registry answers in all four locales with the localized title as its
 * only <h1>. Checked on the server's HTML (fast); a few pages are also opened in the browser.
 */
const GUARDED: RouteKey[] = ['profile', 'passport'];

/**
 * Routes titled by another route's name: the verification link's landing page says «Подтверждение электронной почты»
 * until it knows the account is verified (it can be opened without a link), not «Учётная запись подтверждена».
 */
const TITLED_AS: Partial<Record<RouteKey, RouteKey>> = { verificationVerified: 'verification' };

for (const locale of locales) {
  test.describe(`static routes in ${locale}`, () => {
    for (const key of PUBLIC_STATIC_ROUTE_KEYS) {
      const path = localePath(locale, ROUTES[key].path);

      test(`${key} ${path}`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${path} status`).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();

        expect(htmlLang(html), `${path} <html lang>`).toBe(locale);
        const title = htmlText(html, 'title') ?? '';
        expect(title, `${path} <title>`).toContain(messages[locale].meta.siteName);

        if (key === 'home') return; // the home page gets its own h1 later; the document title is checked above
        const h1s = htmlTexts(html, 'h1');
        expect(h1s, `${path} has exactly one <h1>`).toHaveLength(1);
        const name = messages[locale].routes[TITLED_AS[key] ?? key];
        expect(h1s[0]).toBe(name);
        expect(title).toContain(name);
      });
    }
  });
}

test.describe('pages in the browser', () => {
  const samples: [(typeof locales)[number], RouteKey][] = [
    ['ru', 'news'],
    ['en', 'aboutRegion'],
    ['tr', 'faq'],
    ['zh', 'zoneSez'],
  ];

  for (const [locale, key] of samples) {
    const path = localePath(locale, ROUTES[key].path);
    test(`${path} shows its localized title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes[key]!);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(messages[locale].meta.siteName)));
      // Breadcrumbs start at the localized home.
      const crumbs = page.locator('nav.breadcrumbs');
      await expect(crumbs.getByRole('link').first()).toHaveText(messages[locale].routes.home!);
    });
  }

  test('home page has the site name in the title', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(messages.ru.meta.siteName)));
  });
});

test.describe('guarded routes', () => {
  for (const locale of locales) {
    for (const key of GUARDED) {
      const path = localePath(locale, ROUTES[key].path);
      const home = localePath(locale, '/');

      test(`${path} redirects a guest to ${home}`, async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${path} status`).toBeGreaterThanOrEqual(300);
        expect(response.status()).toBeLessThan(400);
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe(home);
      });
    }
  }

  test('a guest opening /en/passport in the browser lands on /en with the login modal', async ({ page, baseURL }) => {
    await page.goto('/en/passport');
    // The `?login=` parameter leaves the address bar once the modal opens (features/auth/components/login-intent.tsx).
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
