import type { Page } from '@playwright/test';
import { a11yRoutes, staticA11yRoutes, walkRoutes, type A11yRoute } from './a11y-routes';
import { logInContext, randomClientIp } from './accounts-helpers';
import { a11yViolations, doubleText, expect, expectNoA11yViolations, reflowProblems, test, waitForHydration, type Locale } from './fixtures';

/**
 * WCAG 2.2 A + AA (axe) on every route a guest can open (e2e/a11y-routes.ts) in ru and en, and on every modal and
 * popup while it is open. One page per test walks a chunk of routes, so that the two workers share the list. Each
 * page is also checked for what axe leaves to us: exactly one <main>, banner and contentinfo landmarks, one <h1>,
 * and a skip link that leads to <main>, and — in the same page, resized — for reflow and text resize: no sideways scroll
 * at 320 px nor with 200 % text at 640 px (a wide table or a long word may scroll inside its own box, never the page).
 * (The server's HTML — status, <html lang>, the h1's text — is routes.spec's; the visually-impaired mode's largest
 * settings are checked by vi-mode.spec's walk.)
 */

const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });

/** What axe does not report: landmarks, one h1, the skip link and its target. */
async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const count = (selector: string) => document.querySelectorAll(selector).length;
    if (count('main') !== 1) problems.push(`${count('main')} <main> elements`);
    // The page's header and footer are banner and contentinfo only outside <main> (and any sectioning element).
    if (!document.querySelector('header:not(main header, article header, section header, aside header, nav header)')) problems.push('no banner landmark');
    if (!document.querySelector('footer:not(main footer, article footer, section footer, aside footer, nav footer)')) problems.push('no contentinfo landmark');
    if (count('h1') !== 1) problems.push(`${count('h1')} <h1> elements`);
    const skip = document.querySelector<HTMLAnchorElement>('a.skip-link');
    const first = document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    if (!skip) problems.push('no skip link');
    else if (first !== skip) problems.push('the skip link is not the first focusable element');
    else if (!document.querySelector(`main${skip.hash}`)) problems.push(`the skip link's target ${skip.hash} is not <main>`);
    return problems;
  });
}

/** Axe, the structure checks and reflow on each route, in one page. */
function checkRoutes(page: Page, routes: A11yRoute[]): Promise<string[]> {
  return walkRoutes(page, routes, async (current, route) => {
    await waitForHydration(current);
    const problems = [...(await a11yViolations(current)), ...(await structureProblems(current)), ...(await reflowProblems(current))];
    return problems.map((problem) => `${route.path} (${route.name}): ${problem}`);
  });
}

// The checker itself (axe run in the page, e2e/fixtures.ts) finds what it must: low contrast, an unnamed field, and only
// in the part of the page it was asked to look at.
test('the axe check reports violations, in the named part of the page only', async ({ page }) => {
  await page.goto('/');
  // A node added before React has hydrated the page fails the hydration, and React renders the page anew without it.
  await waitForHydration(page);
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'axe-probe';
    probe.innerHTML = '<p style="color:#bbb;background:#fff">faint text</p><input type="text">';
    document.querySelector('main')!.append(probe);
  });
  const ids = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();
  expect(ids(await a11yViolations(page))).toEqual(expect.arrayContaining(['color-contrast', 'label']));
  expect(ids(await a11yViolations(page, { include: ['#axe-probe'], rules: ['color-contrast'] }))).toEqual(['color-contrast']);
  expect(await a11yViolations(page, { exclude: ['#axe-probe'] })).toEqual([]);
  expect(await a11yViolations(page, { include: ['#axe-probe'], disableRules: ['color-contrast', 'label'] })).toEqual([]);
});

const CHUNK = 10;
const A11Y_LOCALES: Locale[] = ['ru', 'en'];

for (const locale of A11Y_LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    const routes = staticA11yRoutes(locale);
    for (let start = 0; start < routes.length; start += CHUNK) {
      const chunk = routes.slice(start, start + CHUNK);
      test(`${chunk[0]!.name} … ${chunk.at(-1)!.name}`, async ({ page }) => {
        test.setTimeout(180_000);
        expect(await checkRoutes(page, chunk)).toEqual([]);
      });
    }

    test('the detail pages and the second news page', async ({ page, request }) => {
      test.setTimeout(180_000);
      const staticPaths = new Set(routes.map((route) => route.path));
      const others = (await a11yRoutes(request, locale)).filter((route) => !staticPaths.has(route.path));
      expect(others.length, 'a detail page per family').toBeGreaterThanOrEqual(8);
      expect(await checkRoutes(page, others)).toEqual([]);
    });
  });
}

test('the text scales with the root font size (rem), so 200 % doubles it', async ({ page }) => {
  await page.goto('/politika-konfidentialnosti');
  const sizes = () =>
    page.evaluate(() => ['h1', 'main p', '.main-menu__link', 'footer a'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)));
  const before = await sizes();
  await doubleText(page);
  const after = await sizes();
  after.forEach((size, i) => expect(size, `text ${i} doubles`).toBeCloseTo(before[i]! * 2, 0));
});

test('the 404 page has no axe violations', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expectNoA11yViolations(page);
});

test.describe('guest modals', () => {
  test('login (empty and with its error summary), registration and recovery', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByTestId('profile-button').click();
    const login = page.getByTestId('login-modal');
    await expect(login).toBeVisible();
    await expectNoA11yViolations(page);
    await login.locator('button[type="submit"]').click();
    await expect(login.getByTestId('error-summary')).toBeFocused();
    await expectNoA11yViolations(page);

    await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const register = page.getByTestId('register-modal');
    await expect(register).toBeVisible();
    await register.locator('button[type="submit"]').click();
    await expect(register.getByTestId('error-summary')).toBeFocused();
    await expectNoA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();
    await page.getByTestId('profile-button').click();
    await page.getByTestId('login-modal').getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect(page.getByTestId('recovery-modal')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the video player and the documents modal', async ({ page }) => {
    await page.goto('/video-gallery');
    await waitForHydration(page);
    await page.getByTestId('video-card').first().getByRole('button').click();
    await expect(page.getByTestId('video-modal')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/about-region');
    await waitForHydration(page);
    await page.getByTestId('documents-open').first().click();
    await expect(page.getByTestId('documents-modal')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the contact widget, open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('contact-widget-toggle').click();
    await expect(page.getByTestId('contact-widget')).toHaveAttribute('data-state', 'expanded');
    await expectNoA11yViolations(page);
  });

  test('the desktop menu and the language list, open', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/news');
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('desktop-menu')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('language-selector').click();
    await expect(page.getByTestId('lang-option-zh')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the open mobile menu with an expanded group has no axe violations', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.locator('button[aria-expanded]').first().click();
    await expectNoA11yViolations(page);
  });
});

test.describe('new visitor', () => {
  test.use({ tgPopup: 'new' });

  test('the telegram popup has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tg-popup')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('an investor', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logInContext(context, baseURL!, { email: `e2e-a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`, clientIp: CLIENT_IP });
  });

  test('every cabinet tab, the change-password modal and the delete-photo confirmation', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/profile');
    await waitForHydration(page);
    await expect(page.getByTestId('cabinet')).toBeVisible();
    const tabs = await page.locator('.cabinet__tabs a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(tabs.length).toBeGreaterThan(2);
    const failures: string[] = [];
    for (const href of tabs) {
      await page.goto(href);
      await waitForHydration(page);
      await expect(page.locator('[data-testid^="cabinet-tab-"]')).toBeVisible();
      failures.push(...(await a11yViolations(page)).map((v) => `${href}: ${v}`));
    }
    expect(failures).toEqual([]);

    await page.goto('/profile?tab=settings');
    await waitForHydration(page);
    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const remove = page.getByRole('button', { name: 'Удалить фото' });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(page.getByTestId('delete-photo-confirm')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByTestId('change-password-modal')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the submit-project modal, its error summary and its success modal', async ({ page }) => {
    await page.goto('/liniya-pryamih-obrasheniy');
    await waitForHydration(page);
    await page.getByTestId('direct-line-submit').click();
    const modal = page.getByTestId('submit-project-modal');
    await expect(modal).toBeVisible();
    await expectNoA11yViolations(page);
    await modal.locator('button[type="submit"]').click();
    await expect(modal.getByTestId('error-summary')).toBeFocused();
    await expectNoA11yViolations(page);
  });
});

test.describe('an investor whose e-mail is not confirmed', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Registered through the API and logged in, the confirmation link never followed.
    const email = `e2e-a11y-unconfirmed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const post = (url: string, body: unknown) =>
      fetch(`${baseURL}/api/v1${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Language: 'ru', 'X-Forwarded-For': CLIENT_IP },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ success: boolean; result: { token?: string } }>);
    const password = 'investor-pass-1';
    expect((await post('/auth/registration/email', { name: 'Мария', surname: 'Соколова', phone: '+7 391 333-44-55', email, password })).success).toBe(true);
    const token = (await post('/auth/login/email', { email, password, session: false })).result.token!;
    await context.addCookies([{ name: 'portal_session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript((value) => localStorage.setItem('portal.token', value), token);
  });

  test('the notice with «send the link again» in the submit-project modal and in the favourites dialog', async ({ page }) => {
    await page.goto('/liniya-pryamih-obrasheniy');
    await waitForHydration(page);
    await page.getByTestId('direct-line-submit').click();
    const modal = page.getByTestId('submit-project-modal');
    await expect(modal.getByTestId('unverified-notice')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.goto('/news');
    await page.getByTestId('news-card').first().getByRole('link').click();
    await waitForHydration(page);
    await page.getByTestId('save-to-favourites').getByRole('button').first().click();
    const dialog = page.getByTestId('save-to-favourites-dialog');
    await expect(dialog.getByTestId('unverified-notice')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

/** A 1×1 PNG, for the profile photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
