import type { Locator, Page } from '@playwright/test';
import { mailedPath, randomClientIp, VERIFY_LINK } from './accounts-helpers';
import { expect, messages, test, waitForHydration } from './fixtures';

/**
 * A keyboard-only visitor: no mouse at all — page.keyboard only; page.goto stands for typing an address or
 * following the mailed link, and setInputFiles for the operating system's file chooser that Enter opens. They open
 * the desktop menu and move through it with the arrow keys, switch to English, register, confirm, log out and in,
 * submit a project with a file, open a video and a documents modal, and log out. Every focus stop on the way must
 * show a focus ring, and after each modal closes the focus is back on the control that opened it.
 */

const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP }, viewport: { width: 1440, height: 900 } });

const en = messages.en as unknown as {
  auth: { login: Record<string, string>; register: Record<string, string>; verify: Record<string, string> };
  cabinet: Record<string, string>;
  requests: { modal: Record<string, string> };
  video: Record<string, string>;
  blocks: { documents: Record<string, string> };
};

/** What the focused element looks like: a description, and whether it shows a ring (outline or box-shadow). */
async function focusState(page: Page): Promise<{ what: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { what: 'body', visible: false };
    const ring = (el: Element | null) => {
      if (!el) return false;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A visually hidden input (a file button) shows its ring on the face next to it; a card's title link, whose
    // target is the whole card, on the card.
    const box = element.getBoundingClientRect();
    const hidden = box.width <= 1 && box.height <= 1;
    const carrier = hidden ? element.nextElementSibling : element.closest('.content-card, .home-entry');
    const visible = hidden ? ring(carrier) : ring(element) || ring(carrier);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return { what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} «${name}»`, visible };
  });
}

async function expectFocusVisible(page: Page) {
  const { what, visible } = await focusState(page);
  expect(visible, `focus ring on ${what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring at every stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // Past the last control (or from a control a navigation removed) the focus passes through the browser's own UI
    // and the document has none: nothing to show a ring for.
    const { what, visible } = await focusState(page);
    if (what !== 'body') expect(visible, `focus ring on ${what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** Focus on `target` (reached with Tab), then `key`. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tab to a field and type into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Opens a modal from `opener` with Enter, checks it is shown, closes it with Escape, and expects the focus back. */
async function openAndEscape(page: Page, opener: Locator, modal: Locator) {
  await press(page, opener);
  await expect(modal).toBeVisible();
  // The dialog took the focus (its first control), with a visible ring.
  await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);
}

test('a keyboard-only visitor goes from the menu to a submitted project and logs out', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `e2e-keyboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'keyboard-pass-1';

  // ── The skip link first, then the desktop menu with the arrow keys ─────────────────────────────
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await expectFocusVisible(page);

  const menuButton = page.getByTestId('menu-button');
  await press(page, menuButton);
  const menu = page.getByTestId('desktop-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const links = menu.locator('.main-menu__column').first().getByRole('link');
  await expect(links.first()).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(menu.locator('.main-menu__column').nth(1).getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // ── English, from the language list (a disclosure: Enter, Tab to the language, Enter) ─────────
  const languages = page.getByTestId('language-selector');
  await press(page, languages);
  await press(page, page.getByTestId('lang-option-en'));
  await page.waitForURL(/\/en$/);
  await waitForHydration(page);

  // ── Registration from the login modal ────────────────────────────────────────────────────────
  await press(page, page.getByTestId('profile-button'));
  const login = page.getByTestId('login-modal');
  await expect(login).toBeVisible();
  await press(page, login.getByRole('button', { name: en.auth.login.toRegister, exact: true }));
  const register = page.getByTestId('register-modal');
  await expect(register).toBeVisible();
  // An empty submit: the error summary takes the focus, and its first link leads to the field.
  await press(page, register.locator('button[type="submit"]'));
  await expect(register.getByTestId('error-summary')).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(register.locator('#register-surname')).toBeFocused();
  await page.keyboard.type('Keyboard');
  await typeInto(page, register.locator('#register-name'), 'Kim');
  await typeInto(page, register.locator('#register-phone'), '+7 391 222-33-44');
  await typeInto(page, register.locator('#register-email'), email);
  await typeInto(page, register.locator('#register-password'), password);
  await typeInto(page, register.locator('#register-passwordConfirm'), password);
  await press(page, register.locator('#register-consent'), 'Space');
  await expect(register.locator('#register-consent')).toBeChecked();
  const registeredAt = Date.now() - 1000;
  await press(page, register.locator('button[type="submit"]'));
  const success = page.getByTestId('registration-success-modal');
  await expect(success).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();

  // ── The mailed link confirms and logs in; log out from the cabinet, then log in again ──────────
  await page.goto(await mailedPath(email, VERIFY_LINK, registeredAt));
  await expect(page).toHaveURL(/\/verification\/verify$/);
  await page.goto('/en/profile');
  await waitForHydration(page);
  await press(page, page.getByTestId('cabinet').getByRole('button', { name: en.cabinet.logout, exact: true }));
  await page.waitForURL(/\/en$/);
  await waitForHydration(page);
  await press(page, page.getByTestId('profile-button'));
  await expect(login).toBeVisible();
  await typeInto(page, login.locator('#login-email'), email);
  await typeInto(page, login.locator('#login-password'), password);
  await page.keyboard.press('Enter');
  await expect(login).toBeHidden();
  await expect(page.getByTestId('profile-button')).toHaveAttribute('href', /\/en\/profile$/);

  // ── A project with a file, from the direct line ─────────────────────────────────────────────
  await page.goto('/en/liniya-pryamih-obrasheniy');
  await waitForHydration(page);
  const submitOpener = page.getByTestId('direct-line-submit');
  await press(page, submitOpener);
  const submit = page.getByTestId('submit-project-modal');
  await expect(submit).toBeVisible();
  await typeInto(page, submit.locator('#submit-project-title'), 'A sawmill in Lesosibirsk');
  await typeInto(page, submit.locator('#submit-project-description'), 'Timber processing, 120 jobs.');
  const fileInput = submit.locator('#submit-project-files');
  await tabTo(page, fileInput);
  await fileInput.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(submit.getByText('plan.pdf', { exact: true })).toBeVisible();
  await press(page, submit.locator('button[type="submit"]'));
  const sent = page.getByTestId('application-success-modal');
  await expect(sent).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  await expect(submitOpener).toBeFocused();

  // ── A video and a documents modal: Escape returns the focus to the button that opened them ─────
  await page.goto('/en/video-gallery');
  await waitForHydration(page);
  await openAndEscape(page, page.getByTestId('video-card').first().getByRole('button'), page.getByTestId('video-modal'));

  await page.goto('/en/about-region');
  await waitForHydration(page);
  await openAndEscape(page, page.getByTestId('documents-open').first(), page.getByTestId('documents-modal'));

  // ── Log out ──────────────────────────────────────────────────────────────────────────────────
  await press(page, page.getByTestId('profile-button'));
  await page.waitForURL(/\/en\/profile/);
  await waitForHydration(page);
  await press(page, page.getByTestId('cabinet').getByRole('button', { name: en.cabinet.logout, exact: true }));
  await page.waitForURL(/\/en$/);
  await expect(page.getByTestId('profile-button')).toHaveAttribute('aria-haspopup', 'dialog');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu follows its button and closes when the focus leaves it; the contact widget’s links follow its toggle', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menuButton = page.getByTestId('menu-button');
    await press(page, menuButton);
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    // Tab goes from the button into the menu, not to the header's other controls rendered before it: first the search
    // field that leads the menu on a phone, its button, then the groups.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('searchbox')).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
    await expect(menu.getByTestId('menu-search').getByRole('button')).toBeFocused();
    await page.keyboard.press('Tab');
    const groups = menu.locator('.menu-group__toggle');
    await expect(groups.first()).toBeFocused();
    await expectFocusVisible(page);
    // Past its last group the focus goes on to the header, and the menu does not stay open over the page.
    await tabTo(page, groups.last());
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    const widgetToggle = page.getByTestId('contact-widget-toggle');
    await tabTo(page, widgetToggle, { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('contact-widget')).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact-widget-links a').first()).toBeFocused();
    await expectFocusVisible(page);
  });
});
