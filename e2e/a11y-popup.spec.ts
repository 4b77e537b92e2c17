import type { Page } from '@playwright/test';
import { expect, setViCookie, test, VI_LARGEST, waitForHydration } from './fixtures';

/**
 * The Telegram popup (components/layout/telegram-popup.tsx) for a first-time visitor: at any text size it fits in the
 * window with its close button in view (WCAG 1.4.10, 2.1.1), it can be dismissed without tabbing through the page,
 * and it never covers the element that has the keyboard focus (2.4.11 Focus Not Obscured).
 */
test.use({ tgPopup: 'new' });

const WINDOWS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function openWithPopup(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId('tg-popup')).toBeVisible();
}

/** The popup's box and whether the centre of its close button is on screen and hits the button itself. */
const popupGeometry = (page: Page) =>
  page.evaluate(() => {
    const popup = document.querySelector<HTMLElement>('[data-testid="tg-popup"]')!.getBoundingClientRect();
    const close = document.querySelector<HTMLElement>('[data-testid="tg-popup-close"]')!;
    const box = close.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      popup: { top: Math.round(popup.top), bottom: Math.round(popup.bottom), height: Math.round(popup.height) },
      close: { top: Math.round(box.top), bottom: Math.round(box.bottom) },
      closeOnTop: !!hit && close.contains(hit),
      window: { width: window.innerWidth, height: window.innerHeight },
    };
  });

for (const size of WINDOWS) {
  test(`at ${size.width}×${size.height} with every visually-impaired setting at its largest the popup fits in the window, its close button is in view and works`, async ({ page, context, baseURL }) => {
    await page.setViewportSize(size);
    await setViCookie(context, baseURL!, VI_LARGEST);
    await openWithPopup(page);
    await expect(page.locator('html')).toHaveAttribute('data-vi-font', 'xlarge');
    const geometry = await popupGeometry(page);
    expect(geometry.popup.top, `popup ${JSON.stringify(geometry.popup)}`).toBeGreaterThanOrEqual(0);
    expect(geometry.popup.bottom).toBeLessThanOrEqual(size.height);
    // Never more than half the window: the page stays usable around it.
    expect(geometry.popup.height).toBeLessThanOrEqual(size.height / 2 + 1);
    expect(geometry.close.top, `close button ${JSON.stringify(geometry.close)}`).toBeGreaterThanOrEqual(0);
    expect(geometry.close.bottom).toBeLessThanOrEqual(size.height);
    expect(geometry.closeOnTop, 'nothing covers the close button').toBe(true);
    // Its text scrolls inside it: the link at the end can be scrolled to and clicked.
    await page.getByTestId('tg-popup').getByRole('link').click({ trial: true, timeout: 3000 });
    await page.getByTestId('tg-popup-close').click({ timeout: 3000 });
    await expect(page.getByTestId('tg-popup')).toHaveCount(0);
  });
}

test('Escape anywhere on the page closes the popup, and its close button is the third Tab stop', async ({ page }) => {
  await openWithPopup(page);
  // Right after the skip link: the popup's link, then its close button.
  await page.keyboard.press('Tab');
  await expect(page.locator('a.skip-link')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('tg-popup-close')).toBeFocused();

  // The focus elsewhere on the page (a link of the main content): Escape still closes it.
  await page.locator('main a').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tg-popup')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(300); // the popup would appear right after hydration
  await expect(page.getByTestId('tg-popup')).toHaveCount(0);
});

test('closed with Enter on its button, the popup hands the focus on to the header, not to the top of the document', async ({ page }) => {
  await openWithPopup(page);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByTestId('tg-popup-close')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tg-popup')).toHaveCount(0);
  await expect(page.locator('.site-header .logo')).toBeFocused();
});

type Stop = { what: string; coveredBy: string | null };

/**
 * The focused element, and the fixed (or sticky) element that covers all of its visible part, if one does: a 5 × 5
 * grid of points over the part of its box inside the window, each hit-tested with elementFromPoint.
 */
const focusedStop = (page: Page) =>
  page.evaluate((): Stop | null => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls}`;
    };
    const label = (focused.textContent ?? focused.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const what = `${name(focused)} «${label}»`;
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    // Nothing of it in the window (a visually hidden input whose label shows instead): nothing to cover.
    if (right - left < 1 || bottom - top < 1) return { what, coveredBy: null };
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    let coveredBy: string | null = null;
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const x = left + 1 + ((right - left - 2) * i) / 4;
        const y = top + 1 + ((bottom - top - 2) * j) / 4;
        const hit = document.elementFromPoint(x, y);
        const cover: Element | null = hit && !focused.contains(hit) && !hit.contains(focused) ? fixedAncestor(hit) : null;
        if (!cover || cover.contains(focused)) return { what, coveredBy: null };
        coveredBy = name(cover);
      }
    }
    return { what, coveredBy };
  });

/** Tabs through the whole page from the top; the stops where the focused element was fully covered. */
async function coveredStops(page: Page): Promise<{ stops: number; covered: string[] }> {
  const covered: string[] = [];
  let stops = 0;
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    // Past the last control the focus leaves the document.
    if (!stop) break;
    stops++;
    if (stop.coveredBy) covered.push(`stop ${stops}: ${stop.what} under ${stop.coveredBy}`);
  }
  return { stops, covered };
}

for (const size of WINDOWS) {
  test(`at ${size.width}×${size.height} no Tab stop of the home page is hidden under the popup`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await openWithPopup(page);
    const { stops, covered } = await coveredStops(page);
    expect(stops, 'the walk went through the page').toBeGreaterThan(30);
    expect(covered, `focused elements fully covered by a fixed element (of ${stops} stops)`).toEqual([]);
    // The popup was there all along.
    await expect(page.getByTestId('tg-popup')).toBeVisible();
  });
}
