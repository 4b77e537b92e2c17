import type { Page, Response } from '@playwright/test';
import { apiInvestor, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, messages, test, waitForHydration } from './fixtures';

/**
 * What a new user met on the client: floating elements over each other, the cabinet wider than a
 * phone, the error summary's bullets, the settings row, 404s after switching language, and the rough edges of
 * logging in (second tab, bookmark of /profile, dead confirmation link, closing the account).
 */

type Texts = Record<string, Record<string, string>>;
const auth = messages.ru.auth as Texts;
const cabinetAccount = messages.ru.cabinetAccount as Texts;

const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });

/** A 60-character address, like the one that made /profile 448 px wide in a 390 px window. */
function longEmail(): string {
  const local = `qa.newcomer+${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return `${local}${'x'.repeat(60 - local.length - '@example.com'.length)}@example.com`;
}

/** Logs the browser in as the investor (the token in storage, the session cookie set), as a login would. */
async function loggedIn(page: Page, baseURL: string, email = longEmail()) {
  const { token } = await apiInvestor(baseURL, { email, password: 'newcomer-pass-1', clientIp: CLIENT_IP });
  expect(email).toHaveLength(60);
  await page.context().addCookies([{ name: 'portal_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await page.context().addInitScript((value) => window.localStorage.setItem('portal.token', value), token);
  return { email, token };
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(sizes.scroll, `${what}: page width ${sizes.scroll} in a ${sizes.client} px window`).toBeLessThanOrEqual(sizes.client);
}

test.describe('floating elements at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, tgPopup: 'new' });

  test('the contact widget’s links are reachable while the Telegram popup is up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('tg-popup')).toBeVisible();
    await page.getByTestId('contact-widget-toggle').click();
    const links = page.locator('#contact-widget-links a');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      // Nothing else is on top of the link's centre…
      const onTop = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (hit === element || element.contains(hit));
      });
      expect(onTop, `${await link.getAttribute('href')} is covered`).toBe(true);
      // …and Playwright's actionability agrees (no force): the click would land on the link.
      await link.click({ trial: true, timeout: 3000 });
    }
    // Following one for real: the phone link is an ordinary tel: link, the messengers open a new tab.
    await expect(links.nth(0)).toHaveAttribute('href', /^tel:\+7/);
    await expect(links.nth(1)).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), links.nth(2).click()]);
    expect(popup.url()).toMatch(/^https:\/\/t\.me\/|^about:blank|^chrome-error:/);
    await popup.close();

    // Closing the widget brings the popup back, and its own controls are not covered by the round button.
    await page.getByTestId('contact-widget-toggle').click();
    await expect(page.getByTestId('tg-popup')).toBeVisible();
    await page.getByTestId('tg-popup-close').click({ trial: true, timeout: 3000 });
  });
});

test.describe('the cabinet with a 60-character e-mail', () => {
  for (const width of [390, 320]) {
    test(`no sideways scroll at ${width} px on any tab`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      const { email } = await loggedIn(page, baseURL!);
      for (const tab of ['study', 'appeals', 'projects', 'favourites', 'settings']) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(page.getByTestId(`cabinet-tab-${tab}`)).toBeVisible();
        await expect(page.getByTestId('cabinet')).toContainText(email);
        await expectNoSidewaysScroll(page, `/profile?tab=${tab} at ${width} px`);
      }
      // Settings in one column: the inputs are stacked, each as wide as the form.
      const boxes = await Promise.all(['#profile-surname', '#profile-name'].map((id) => page.locator(id).boundingBox()));
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
      // The tabs scroll inside their own box at most.
      const tabs = await page.locator('.cabinet__tabs').evaluate((list) => list.getBoundingClientRect().right);
      expect(tabs).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: cabinetAccount.close!.open! }).click();
      await expectNoSidewaysScroll(page, `the close-account form at ${width} px`);
    });
  }

  test('Settings at 1440 px: the phone and organisation inputs are as tall as the e-mail one, axe passes', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loggedIn(page, baseURL!);
    await page.goto('/profile?tab=settings');
    const heights = await Promise.all(['#profile-phone', '#profile-email', '#profile-company'].map(async (id) => (await page.locator(id).boundingBox())!.height));
    expect(new Set(heights.map(Math.round)).size, `heights ${heights.join(', ')}`).toBe(1);
    const tops = await Promise.all(['#profile-phone', '#profile-email', '#profile-company'].map(async (id) => (await page.locator(id).boundingBox())!.y));
    expect(new Set(tops.map(Math.round)).size, `tops ${tops.join(', ')}`).toBe(1);
    await page.getByRole('button', { name: cabinetAccount.close!.open! }).click();
    await expect(page.getByTestId('close-account-form')).toBeVisible();
    await expectNoA11yViolations(page, { include: ['[data-testid="cabinet"]'] });
    await page.getByRole('button', { name: cabinetAccount.close!.submit! }).click();
    await expect(page.getByTestId('close-account-form').getByTestId('error-summary')).toBeVisible();
    await expectNoA11yViolations(page, { include: ['[data-testid="cabinet"]'] });
  });
});

test('the register modal’s error summary keeps each bullet on its item’s first line at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('profile-button').click();
  await page.getByTestId('login-modal').getByRole('button', { name: 'Зарегистрироваться' }).click();
  const modal = page.getByTestId('register-modal');
  await modal.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const summary = modal.getByTestId('error-summary');
  await expect(summary).toBeVisible();
  // The bullet sits on the baseline of the item's first line box: an empty inline probe at the item's start
  // shares that line, so it must be level with the first line of the item's text.
  const items = await summary.locator('li').evaluateAll((lis) =>
    lis.map((li) => {
      const probe = document.createElement('span');
      li.prepend(probe);
      const range = document.createRange();
      range.selectNodeContents(li.querySelector('a') ?? li);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const first = lines[0]!;
      const result = { lines: new Set(lines.map((rect) => Math.round(rect.top))).size, probe: probe.getBoundingClientRect().bottom, firstLine: first.bottom };
      probe.remove();
      return result;
    }),
  );
  expect(items.some((item) => item.lines > 1), 'at least one item wraps at 390 px').toBe(true);
  for (const item of items) expect(Math.abs(item.probe - item.firstLine)).toBeLessThan(4);
});

test('switching from /en/faq to Russian makes no request that answers 404', async ({ page, baseURL }) => {
  const failures: string[] = [];
  const record = (response: Response) => {
    if (response.url().startsWith(baseURL!) && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', record);
  await page.goto('/en/faq');
  await waitForHydration(page);
  await page.getByTestId('language-selector').click();
  await page.getByTestId('lang-option-ru').click();
  await page.waitForURL(`${baseURL}/faq`);
  await waitForHydration(page);
  // Prefetches of the menus' links happen after the page settles; then a client-side move prefetches more.
  await page.waitForLoadState('networkidle');
  await page.locator('header a[href^="/"]:visible').first().hover();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test.describe('logging in, as a first-time visitor', () => {
  test('a bookmarked /profile opens the login modal at home and comes back after login', async ({ page, baseURL }) => {
    const { email } = await apiInvestor(baseURL!, { email: longEmail(), password: 'newcomer-pass-1', clientIp: CLIENT_IP });
    await page.goto('/profile?tab=settings');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(modal.getByTestId('login-reason')).toHaveText(auth.login!.guarded!);
    await expectNoA11yViolations(page, { include: ['[data-testid="login-modal"]'] });
    await modal.locator('#login-email').fill(email);
    await modal.locator('#login-password').fill('newcomer-pass-1');
    await modal.locator('#login-remember').setChecked(false);
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/profile?tab=settings`);
    await expect(page.getByTestId('cabinet-tab-settings')).toBeVisible();

    // "Remember me" unchecked: a second tab has no token, but the session cookie is alive.
    const second = await page.context().newPage();
    await second.goto('/profile');
    await expect(second.getByTestId('cabinet')).toBeVisible();
    await expect(second.getByTestId('cabinet')).toContainText(email);
    expect(await second.evaluate(() => [sessionStorage.getItem('portal.token'), localStorage.getItem('portal.token')])).toEqual([null, null]);
    // Logging out in the first tab ends the second one's session too.
    await page.getByTestId('cabinet').getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(second).toHaveURL(`${baseURL}/`);
  });

  test('a dead confirmation link offers a new one by e-mail address', async ({ page }) => {
    await page.goto(`/verification/${'0'.repeat(64)}`);
    await expect(page.getByTestId('verify-failed')).toContainText(auth.verify!.failed!);
    const form = page.getByTestId('resend-verification-form');
    await form.getByLabel(/^Почта/).fill(`nobody-${Date.now()}@example.org`);
    await form.getByRole('button', { name: auth.verify!.resendSubmit! }).click();
    await expect(form.getByRole('status')).toHaveText(auth.verify!.resendSent!);
    await expectNoA11yViolations(page, { include: ['main'] });
  });

  test('the verified page opened without a confirmed link claims nothing and offers a guest the «Войти» button', async ({ page }) => {
    await page.goto('/verification/verify');
    await waitForHydration(page);
    await expect(page.getByRole('main')).not.toContainText(auth.verify!.verified!);
    await expect(page.getByTestId('verify-pending')).toContainText(auth.verify!.pending!);
    await page.getByTestId('verify-pending').getByRole('button', { name: auth.verify!.login! }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });
});

test.describe('server answers a first visitor met', () => {
  for (const path of ['/', '/en/news', '/profile']) {
    test(`${path} cannot be framed by another site`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      // Pages may not be framed at all (ADR 025); only the admin frames itself.
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    });
  }

  test('a news page past the end is a 404, like ?page=0', async ({ request }) => {
    for (const path of ['/news?page=99999', '/en/news?page=99999', '/news?page=0']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get('/news?page=1')).status()).toBe(200);
  });
});
