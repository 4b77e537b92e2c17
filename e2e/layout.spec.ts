import type { Page } from '@playwright/test';
import { logInContext, randomClientIp } from './accounts-helpers';
import { doubleText, expect, localePath, locales, messages, sidewaysOverflow, test, TG_COOKIE, waitForHydration } from './fixtures';

const DAY = 24 * 60 * 60;
const DESKTOP = { width: 1300, height: 900 };
const MOBILE = { width: 800, height: 900 };

test.describe('main menu on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('the menu button opens the desktop menu only; Escape closes it', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const button = page.getByTestId('menu-button');
    const desktop = page.getByTestId('desktop-menu');
    const mobile = page.getByTestId('mobile-menu');
    await expect(desktop).toBeHidden();
    await expect(mobile).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(desktop).toBeVisible();
    await expect(mobile).toBeHidden();
    // Three columns of links, titled by the groups.
    await expect(desktop.getByRole('link', { name: messages.ru.routes.news })).toBeVisible();
    await expect(desktop.getByRole('list')).toHaveCount(3);

    await page.keyboard.press('Escape');
    await expect(desktop).toBeHidden();
    await expect(mobile).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the button toggles the menu, and the menu closes when the window becomes narrow', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByTestId('menu-button');
    const desktop = page.getByTestId('desktop-menu');
    const mobile = page.getByTestId('mobile-menu');

    await button.click();
    await expect(desktop).toBeVisible();
    await button.click();
    await expect(desktop).toBeHidden();

    await button.click();
    await expect(desktop).toBeVisible();
    await page.setViewportSize(MOBILE);
    await expect(desktop).toBeHidden();
    await expect(mobile).toBeHidden();
  });

  test('following a menu link closes the menu', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('desktop-menu').getByRole('link', { name: messages.ru.routes.faq }).click();
    await page.waitForURL(`${baseURL}/faq`);
    await expect(page.getByTestId('desktop-menu')).toBeHidden();
  });
});

test.describe('main menu on a narrow screen', () => {
  test.use({ viewport: MOBILE });

  test('the menu button opens the mobile menu with three expandable groups', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const button = page.getByTestId('menu-button');
    const desktop = page.getByTestId('desktop-menu');
    const mobile = page.getByTestId('mobile-menu');

    await button.click();
    await expect(mobile).toBeVisible();
    await expect(desktop).toBeHidden();

    const groups = mobile.locator('button[aria-expanded]');
    await expect(groups).toHaveCount(3);
    for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'false');

    // Expanding a group shows its links; collapsing hides them again.
    const first = groups.first();
    const bodyId = await first.getAttribute('aria-controls');
    expect(bodyId).toBe('mobile-menu-investorNavigator');
    const body = page.locator(`[id="${bodyId}"]`);
    await expect(body).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    await expect(body.getByRole('link').first()).toBeVisible();
    await first.click();
    await expect(body).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(desktop).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the mobile menu closes when the window becomes wide', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await expect(page.getByTestId('desktop-menu')).toBeHidden();
  });
});

test.describe('telegram popup for a new visitor', () => {
  test.use({ tgPopup: 'new' });

  test('appears, closes for 30 days and stays closed after a reload', async ({ page, context }) => {
    await page.goto('/');
    const popup = page.getByTestId('tg-popup');
    await expect(popup).toBeVisible();

    await page.getByTestId('tg-popup-close').click();
    await expect(popup).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === TG_COOKIE);
    expect(cookie, `${TG_COOKIE} cookie`).toMatchObject({ value: '0', path: '/' });
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(29 * DAY);
    expect(lifetime).toBeLessThan(31 * DAY);

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300); // the popup would appear right after hydration
    await expect(popup).toHaveCount(0);
  });
});

test('the telegram popup never shows when the show_tg cookie is already set', async ({ page }) => {
  // The default fixture pre-sets the cookie.
  await page.goto('/news');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('tg-popup')).toHaveCount(0);
  await page.goto('/en');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('tg-popup')).toHaveCount(0);
});

test("the guest's profile button opens the login modal; Escape closes it and returns focus", async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  const button = page.getByTestId('profile-button');
  await button.click();

  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  // A dialog for assistive technology: role="dialog" (or a native <dialog>) on the modal or around it, with a name.
  const dialog = await modal.evaluate((element) => {
    const box = element.closest('[role="dialog"], [role="alertdialog"], dialog');
    return box ? { named: Boolean(box.getAttribute('aria-labelledby') || box.getAttribute('aria-label')) } : null;
  });
  expect(dialog, 'login-modal is (inside) a dialog').not.toBeNull();
  expect(dialog!.named, 'the dialog has an accessible name').toBe(true);
  // Focus moved into the dialog.
  await expect
    .poll(() => modal.evaluate((element) => element.contains(document.activeElement)), { message: 'focus inside the modal' })
    .toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});

test('the contact widget expands to the phone and messenger links', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const widget = page.getByTestId('contact-widget');
  const toggle = widget.getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.locator('a[href^="tel:"]')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(widget.locator('a[href^="tel:"]')).toBeVisible();
  await expect(widget.locator('a[href*="wa.me"], a[href*="t.me"]')).toHaveCount(2);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the footer links the five PDF documents and each one is served as a PDF', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toBeVisible();
  const links = footer.locator('a[href^="/docs/"][href$=".pdf"]');
  await expect(links).toHaveCount(5);

  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(new Set(hrefs).size).toBe(5);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});

test('the header and footer are on every locale, localized', async ({ page }) => {
  for (const locale of ['ru', 'en', 'tr', 'zh'] as const) {
    await page.goto(localePath(locale, '/news'));
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer').getByRole('link', { name: messages[locale].routes.aboutRegion })).toBeVisible();
  }
});

/**
 * The header's own boxes: the logo, the menu button and each visible tool. Two that overlap, or one outside the window,
 * are named; the logo's text lines are counted from its line boxes.
 */
async function headerProblems(page: Page): Promise<{ problems: string[]; logoLines: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header__bar')!;
    const parts = [
      ...bar.querySelectorAll<HTMLElement>(':scope > .logo, :scope > .menu-button, .site-header__tools > *'),
    ].filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
    const named = parts.map((element) => ({ name: element.className.split(' ')[0] || element.tagName, box: element.getBoundingClientRect() }));
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const { name, box } of named) {
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${name} is outside the window (${Math.round(box.left)}–${Math.round(box.right)} px of ${width})`);
    }
    for (let i = 0; i < named.length; i += 1) {
      for (let j = i + 1; j < named.length; j += 1) {
        const a = named[i]!.box;
        const b = named[j]!.box;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) problems.push(`${named[i]!.name} overlaps ${named[j]!.name}`);
      }
    }
    // Lines of the logo's text: the line boxes of its text nodes, told apart by their middles (the title and the
    // subtitle have different sizes, so their tops or bottoms would not line up even on one line).
    const range = document.createRange();
    const middles = new Set<number>();
    const walker = document.createTreeWalker(bar.querySelector('.logo__text')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) middles.add(Math.round((rect.top + rect.bottom) / 2 / 8));
    }
    const logoLines = middles.size;
    return { problems, logoLines };
  });
}

test.describe('the header of a logged-in investor', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await logInContext(context, baseURL!, { email: `e2e-header-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`, clientIp: randomClientIp() });
  });

  test('at 1440 px the logo keeps its text on at most two lines beside «Меню», in every language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const locale of locales) {
      await page.goto(localePath(locale, '/news'));
      await waitForHydration(page);
      await expect(page.getByTestId('profile-button')).toHaveAccessibleName((messages[locale].layout as { profile: { cabinet: string } }).profile.cabinet);
      const { problems, logoLines } = await headerProblems(page);
      expect(problems, locale).toEqual([]);
      expect(logoLines, `${locale}: lines of the logo's text`).toBeLessThanOrEqual(2);
    }
  });

  test('with 200 % text at 1280 px the header fits the window and nothing in it overlaps, on several pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/', '/news', '/en/faq']) {
      await page.goto(path);
      await waitForHydration(page);
      const undo = await doubleText(page);
      const { by, culprit } = await sidewaysOverflow(page);
      expect(by, `${path}: sideways scroll with 200 % text (${culprit})`).toBeLessThanOrEqual(0);
      expect((await headerProblems(page)).problems, path).toEqual([]);
      await expect(page.getByTestId('profile-button')).toBeInViewport({ ratio: 1 });
      await undo();
    }
  });
});
