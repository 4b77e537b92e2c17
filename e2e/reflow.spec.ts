import type { Page } from '@playwright/test';
import { a11yRoutes, staticA11yRoutes, walkRoutes, type A11yRoute } from './a11y-routes';
import { encodeViSettings, VI_COOKIE, VI_DEFAULTS } from '../components/vi-mode/vi-settings';
import { expect, sidewaysOverflow, test } from './fixtures';

/**
 * Reflow (WCAG 1.4.10) and text resize (1.4.4): at 320 CSS px — 1280 px at 400 % zoom — and with the root font size
 * at 200 % on a 640 px window, no page of e2e/a11y-routes.ts scrolls sideways. The text scales because the CSS
 * sizes text and boxes in rem; a wide table or a long word may scroll inside its own box, never the page. The
 * visually-impaired mode with 200 % text and its widest spacing is checked the same way at a phone's 390 px.
 */

function checkReflow(page: Page, routes: A11yRoute[], setup: (page: Page) => Promise<void>): Promise<string[]> {
  return walkRoutes(page, routes, async (current, route) => {
    await setup(current);
    const { by, culprit } = await sidewaysOverflow(current);
    return by > 0 ? [`${route.path}: scrolls sideways by ${by} px — ${culprit}`] : [];
  });
}

/** 200 % text: the root font size doubled, as the browser's text-size setting does. */
async function doubleText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

const settle = (page: Page) => page.evaluate(() => new Promise(requestAnimationFrame)).then(() => undefined);

/** The visually-impaired mode with every setting at its largest: 200 % text, the widest spacing, alt text for images. */
const VI_LARGEST = encodeViSettings({ ...VI_DEFAULTS, font: 'xlarge', spacing: 'xwide', line: 'xwide', face: 'serif', images: 'off' });

const CASES: { name: string; viewport: { width: number; height: number }; setup: (page: Page) => Promise<void>; vi?: string }[] = [
  { name: '320 px', viewport: { width: 320, height: 640 }, setup: settle },
  { name: '200 % text at 640 px', viewport: { width: 640, height: 800 }, setup: doubleText },
  { name: '390 px in the visually-impaired mode at its largest', viewport: { width: 390, height: 844 }, setup: settle, vi: VI_LARGEST },
];
const CHUNK = 14;

for (const { name, viewport, setup, vi } of CASES) {
  test.describe(`no sideways scroll at ${name}`, () => {
    test.use({ viewport });
    if (vi) test.beforeEach(({ context, baseURL }) => context.addCookies([{ name: VI_COOKIE, value: vi, url: baseURL!, sameSite: 'Lax' }]));
    const routes = staticA11yRoutes('ru');
    for (let start = 0; start < routes.length; start += CHUNK) {
      const chunk = routes.slice(start, start + CHUNK);
      test(`${chunk[0]!.name} … ${chunk.at(-1)!.name}`, async ({ page }) => {
        test.setTimeout(120_000);
        expect(await checkReflow(page, chunk, setup)).toEqual([]);
      });
    }

    test('the detail pages, and an English page', async ({ page, request }) => {
      test.setTimeout(120_000);
      const staticPaths = new Set(staticA11yRoutes('ru').map((route) => route.path));
      const details = (await a11yRoutes(request, 'ru')).filter((route) => !staticPaths.has(route.path));
      const english = staticA11yRoutes('en').filter((route) => ['privacyPolicy', 'terms', 'calculator'].includes(route.name));
      expect(await checkReflow(page, [...details, ...english], setup)).toEqual([]);
    });
  });
}

test.describe('text size', () => {
  test('the text scales with the root font size (rem), so 200 % doubles it', async ({ page }) => {
    await page.goto('/politika-konfidentialnosti');
    const sizes = () =>
      page.evaluate(() => ['h1', 'main p', '.main-menu__link', 'footer a'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)));
    const before = await sizes();
    await doubleText(page);
    const after = await sizes();
    after.forEach((size, i) => expect(size, `text ${i} doubles`).toBeCloseTo(before[i]! * 2, 0));
  });
});
