import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiInvestor as makeInvestor, mailedPath, randomClientIp, RESET_LINK, VERIFY_LINK } from './accounts-helpers';
import { dismissTgPopup, expect, expectNoA11yViolations, messages, test, waitForHydration } from './fixtures';

/**
 * A new investor, end to end in Chromium: register → confirm by the mailed link → log in with
 * and without "remember me" → change the profile and the photo → change the password → log out →
 * recover the password by the mailed link → log in with the new one. Every modal is checked with axe.
 */

type AuthTexts = { errors: Record<string, string>; settings: Record<string, string>; verify: Record<string, string>; registrationSuccess: Record<string, string>; change: Record<string, string>; reset: Record<string, string>; login: Record<string, string> };
const ru = messages.ru.auth as AuthTexts;
const en = messages.en.auth as AuthTexts;

async function openLogin(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('profile-button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

async function login(page: Page, email: string, password: string, remember: boolean) {
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await modal.locator('#login-email').fill(email);
  await modal.locator('#login-password').fill(password);
  await modal.locator('#login-remember').setChecked(remember);
  await modal.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(modal).toBeHidden();
}

async function expectCabinet(page: Page) {
  await page.goto('/profile?tab=settings');
  await expect(page.getByTestId('cabinet')).toBeVisible();
}

/** A new browser window on the same profile: persistent cookies and localStorage survive, session cookies do not. */
async function reopenedBrowser(browser: Browser, context: BrowserContext, baseURL: string): Promise<BrowserContext> {
  const state = await context.storageState();
  const reopened = await browser.newContext({
    locale: 'ru-RU',
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  await dismissTgPopup(reopened, baseURL);
  return reopened;
}

test.describe.configure({ mode: 'serial' });

/**
 * The accounts API limits registrations, logins and recoveries per client IP (lib/platform/rate-limit/limits.ts);
 * every run of this file poses as its own client, so re-running against a reused server stays under them.
 */
const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });

test('a new investor: register, confirm, log in, edit the profile, change and recover the password', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'first-password-1';
  const changed = 'second-password-2';
  const recovered = 'third-password-3';

  // ── Register ──────────────────────────────────────────────────────────────────────────────────
  await page.goto('/');
  await openLogin(page);
  await expectNoA11yViolations(page, { include: ['[data-testid="login-modal"]'] });
  await page.getByTestId('login-modal').getByRole('button', { name: 'Зарегистрироваться' }).click();
  const register = page.getByTestId('register-modal');
  await expect(register).toBeVisible();
  await expectNoA11yViolations(page, { include: ['[data-testid="register-modal"]'] });
  // Submitting empty: the summary and every field's error, still accessible.
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(register.getByTestId('error-summary')).toBeVisible();
  await expect(register.locator('#register-email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, { include: ['[data-testid="register-modal"]'] });

  await register.locator('#register-surname').fill('Тестов');
  await register.locator('#register-name').fill('Иван');
  await register.locator('#register-phone').fill('+7 391 222-33-44');
  await register.locator('#register-email').fill(email);
  await register.locator('#register-password').fill('short');
  await register.locator('#register-passwordConfirm').fill('short');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(register.locator('#register-password-error')).toContainText(ru.errors.passwordLength!);
  await register.locator('#register-password').fill(password);
  await register.locator('#register-passwordConfirm').fill(password);
  await register.locator('#register-consent').check();
  const registeredAt = Date.now() - 1000;
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const success = page.getByTestId('registration-success-modal');
  await expect(success).toBeVisible();
  await expect(success.getByRole('heading')).toHaveText(ru.registrationSuccess.title!);
  await expect(register).toBeHidden();
  await expectNoA11yViolations(page, { include: ['[data-testid="registration-success-modal"]'] });
  await success.getByRole('button', { name: 'Понятно' }).click();

  // Logged in by the session login, but the cabinet shows only the confirm-your-e-mail notice.
  await page.goto('/profile');
  await expect(page.getByTestId('unverified-notice')).toBeVisible();
  await expect(page.getByTestId('cabinet-tab-settings')).toHaveCount(0);

  // ── Confirm by the mailed link ────────────────────────────────────────────────────────────────
  await page.goto(await mailedPath(email, VERIFY_LINK, registeredAt));
  await expect(page).toHaveURL(/\/verification\/verify$/);
  await expect(page.getByTestId('verified')).toContainText(ru.verify.verified!);
  await expectCabinet(page);

  // ── Log out, log in without "remember me" ─────────────────────────────────────────────────────
  await page.getByTestId('cabinet').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/); // the guard: guests go home, where the login modal opens
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('login-reason')).toHaveText(ru.login.guarded!);
  await modal.locator('#login-email').fill(email);
  await modal.locator('#login-password').fill('wrong-password-0');
  await modal.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(modal.locator('#login-password-error')).toContainText(ru.errors.wrongCredentials!);
  await expect(modal.getByTestId('error-summary')).toContainText('Неверный логин или пароль');
  await expectNoA11yViolations(page, { include: ['[data-testid="login-modal"]'] });
  await page.keyboard.press('Escape');
  await login(page, email, password, false);
  await expectCabinet(page);
  expect(await page.evaluate(() => [sessionStorage.getItem('portal.token') !== null, localStorage.getItem('portal.token')])).toEqual([true, null]);
  await page.reload();
  await expect(page.getByTestId('cabinet')).toBeVisible(); // a reload keeps the session
  const sessionOnly = await reopenedBrowser(browser, context, baseURL!);
  const sessionPage = await sessionOnly.newPage();
  await sessionPage.goto('/profile');
  await expect(sessionPage).toHaveURL(/\/$/); // a new browser session does not
  await sessionOnly.close();

  // ── Log in with "remember me" ─────────────────────────────────────────────────────────────────
  await page.getByTestId('cabinet').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await login(page, email, password, true);
  const remembered = await reopenedBrowser(browser, context, baseURL!);
  const rememberedPage = await remembered.newPage();
  await rememberedPage.goto('/profile');
  await expect(rememberedPage.getByTestId('cabinet')).toBeVisible();
  await remembered.close();

  // ── Settings: profile and photo ───────────────────────────────────────────────────────────────
  await expectCabinet(page);
  await expectNoA11yViolations(page, { include: ['[data-testid="cabinet"]'] });
  const form = page.getByTestId('profile-form');
  await form.locator('#profile-fathersName').fill('Петрович');
  await form.locator('#profile-company').fill('ООО «Енисей Инвест»');
  await form.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(form.getByRole('status')).toHaveText(ru.settings.saved!);
  await page.reload();
  await expect(page.locator('#profile-company')).toHaveValue('ООО «Енисей Инвест»');
  await expect(page.getByTestId('cabinet-user-name')).toHaveText('Тестов Иван Петрович');

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  await page.getByTestId('photo-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  const avatar = page.getByTestId('cabinet').getByTestId('avatar-image').first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  // The photo picker is the portal's own, localized control, and deleting asks first.
  await expect(page.locator('label.file-button__face')).toHaveText('Выбрать фото');
  await page.getByRole('button', { name: 'Удалить фото' }).click();
  const confirm = page.getByTestId('delete-photo-confirm');
  await expect(confirm).toContainText('Удалить фото? Это нельзя отменить.');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(avatar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удалить фото' })).toBeFocused();
  await page.getByRole('button', { name: 'Удалить фото' }).click();
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page.getByTestId('cabinet').getByTestId('avatar-image')).toHaveCount(0);
  await page.getByTestId('photo-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('cabinet').getByTestId('avatar-image').first()).toBeVisible();

  // ── Change the password ───────────────────────────────────────────────────────────────────────
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  const change = page.getByTestId('change-password-modal');
  await expect(change).toBeVisible();
  await expectNoA11yViolations(page, { include: ['[data-testid="change-password-modal"]'] });
  await change.locator('#change-password-oldPassword').fill('not-my-password');
  await change.locator('#change-password-password').fill(changed);
  await change.locator('#change-password-passwordConfirm').fill(changed);
  await change.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(change.locator('#change-password-oldPassword-error')).toContainText(ru.errors.currentPasswordIncorrect!);
  await change.locator('#change-password-oldPassword').fill(password);
  await change.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByTestId('auth-notice')).toContainText(ru.change.done!);
  await page.reload();
  await expect(page.getByTestId('cabinet')).toBeVisible(); // the replaced token works

  // ── Log out, recover the password by the mailed link ──────────────────────────────────────────
  await page.getByTestId('cabinet').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [sessionStorage.getItem('portal.token'), localStorage.getItem('portal.token')])).toEqual([null, null]);
  await openLogin(page);
  await page.getByTestId('login-modal').getByRole('button', { name: 'Забыли пароль?' }).click();
  const recovery = page.getByTestId('recovery-modal');
  await expect(recovery).toBeVisible();
  await expectNoA11yViolations(page, { include: ['[data-testid="recovery-modal"]'] });
  await recovery.locator('#recovery-email').fill(`nobody-${Date.now()}@example.org`);
  await recovery.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(recovery.locator('#recovery-email-error')).toContainText('Нет такого имейла в базе');
  await expect(recovery.locator('#recovery-email')).toHaveCSS('border-top-color', 'rgb(212, 53, 28)'); // the red border
  await expectNoA11yViolations(page, { include: ['[data-testid="recovery-modal"]'] });
  const requestedAt = Date.now() - 1000;
  await recovery.locator('#recovery-email').fill(email);
  await recovery.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(recovery).toBeHidden();

  const resetPath = await mailedPath(email, RESET_LINK, requestedAt);
  await page.goto(resetPath);
  const reset = page.getByTestId('reset-password-modal');
  await expect(reset).toBeVisible();
  await expectNoA11yViolations(page, { include: ['[data-testid="reset-password-modal"]'] });
  await reset.locator('#reset-password-password').fill(recovered);
  await reset.locator('#reset-password-passwordConfirm').fill('something-else-9');
  await reset.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(reset.locator('#reset-password-passwordConfirm-error')).toContainText(ru.errors.passwordMismatch!);
  await reset.locator('#reset-password-passwordConfirm').fill(recovered);
  await reset.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // ── The new password logs in (the login modal opens by itself); the old ones do not ─
  const again = page.getByTestId('login-modal');
  await expect(again).toBeVisible();
  await expect(again.getByTestId('login-reason')).toHaveText(ru.reset.done!);
  await again.locator('#login-email').fill(email);
  await again.locator('#login-password').fill(changed);
  await again.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(again.locator('#login-password-error')).toContainText(ru.errors.wrongCredentials!);
  await page.keyboard.press('Escape');
  await login(page, email, recovered, true);
  await expectCabinet(page);
});

test('§8 texts in English: wrong login and the unknown mailbox', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByTestId('profile-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('#login-email').fill(`nobody-${Date.now()}@example.org`);
  await modal.locator('#login-password').fill('some-password-1');
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal.locator('#login-password-error')).toContainText('Incorrect login or password');
  expect(en.errors.wrongCredentials).toBe('Incorrect login or password');
  await modal.getByRole('button', { name: 'Forgot your password?' }).click();
  const recovery = page.getByTestId('recovery-modal');
  await recovery.locator('#recovery-email').fill(`nobody-${Date.now()}@example.org`);
  await recovery.getByRole('button', { name: 'Send the link' }).click();
  await expect(recovery.locator('#recovery-email-error')).toContainText('This mailbox is not in the database');
  await expectNoA11yViolations(page, { include: ['[data-testid="recovery-modal"]'] });
});

test('guests never see the cabinet: /profile and /passport go home without rendering private content', async ({ page }) => {
  for (const target of ['/profile', '/passport', '/en/profile']) {
    const response = await page.goto(target);
    expect(response?.url()).toMatch(/\/(en)?\?login=/);
    await expect(page.getByTestId('cabinet')).toHaveCount(0);
  }
});

/** A confirmed investor made through the API, for the tests that start logged in. */
function apiInvestor(baseURL: string, remember = true): Promise<{ email: string; token: string }> {
  const email = `e2e-api-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.org`;
  return makeInvestor(baseURL, { email, password: 'api-password-1', remember, clientIp: CLIENT_IP });
}

/** The browser starts logged in (remembered token and session cookie) as a new confirmed investor; its token. */
async function loggedInAsNewInvestor(context: BrowserContext, baseURL: string): Promise<string> {
  const { token } = await apiInvestor(baseURL);
  await context.addCookies([{ name: 'portal_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('portal.token', value);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, token);
  return token;
}

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the secondary account menu opens the matching tab and logs out for real', async ({ page, context, baseURL }) => {
    const token = await loggedInAsNewInvestor(context, baseURL!);
    await page.goto('/profile');
    await expect(page.getByTestId('cabinet-tab-study')).toBeVisible();
    await expect(page.getByTestId('study-materials')).toBeVisible();
    await waitForHydration(page);

    await page.getByTestId('profile-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Обращения' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=appeals$/);
    await expect(page.getByTestId('cabinet-tab-appeals')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Обращения', exact: true }).last()).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('profile-button').click();
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
    // The server revoked the token too.
    const info = await fetch(`${baseURL}/api/v1/user/info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(info.status).toBe(401);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cabinet tabs wrap: the open tab is on screen and nothing in the strip scrolls out of view', async ({ page, context, baseURL }) => {
    await loggedInAsNewInvestor(context, baseURL!);
    for (const [tab, name] of [
      ['settings', 'Настройки'],
      ['favourites', 'Избранное'],
    ] as const) {
      await page.goto(`/profile?tab=${tab}`);
      await expect(page.getByTestId(`cabinet-tab-${tab}`)).toBeVisible();
      const nav = page.getByRole('navigation', { name: (messages.ru.cabinet as { tabsLabel: string }).tabsLabel });
      const open = nav.getByRole('link', { name, exact: true });
      await expect(open).toHaveAttribute('aria-current', 'page');
      await expect(open).toBeInViewport({ ratio: 1 });
      const strip = nav.locator('ul');
      const { scrollWidth, clientWidth } = await strip.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
});
