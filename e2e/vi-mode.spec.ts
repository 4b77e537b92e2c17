import type { Page } from '@playwright/test';
import { encodeViSettings, VI_COOKIE, VI_DEFAULTS, VI_OPTIONS, VI_PREPAINT_SCRIPT, type ViSettings } from '../components/vi-mode/vi-settings';
import { a11yRoutes } from './a11y-routes';
import { expect, expectNoA11yViolations, messages, setViCookie, sidewaysOverflow, test, VI_LARGEST, waitForHydration } from './fixtures';

/**
 * The visually-impaired mode (docs/decisions/022): it persists across client-side navigation and reload with
 * no flash of the normal colours, «normal version» restores the page pixel for pixel, images off leaves only alt texts,
 * 200 % text never scrolls sideways, and axe finds nothing on any route in any colour scheme.
 */
type ViMessages = { settings: string; normal: string } & Record<keyof typeof VI_OPTIONS, Record<string, string>>;
const vi = messages.ru.viMode as ViMessages;
const TOGGLE = (messages.ru.layout as { a11yToggle: string }).a11yToggle;

/** The rgb() text of a scheme's two colours, as getComputedStyle gives them. */
const SCHEME_RGB: Record<ViSettings['scheme'], { fg: string; bg: string }> = {
  bw: { fg: 'rgb(0, 0, 0)', bg: 'rgb(255, 255, 255)' },
  wb: { fg: 'rgb(255, 255, 255)', bg: 'rgb(0, 0, 0)' },
  blue: { fg: 'rgb(6, 52, 98)', bg: 'rgb(157, 209, 255)' },
  beige: { fg: 'rgb(77, 51, 25)', bg: 'rgb(247, 243, 214)' },
  green: { fg: 'rgb(169, 228, 77)', bg: 'rgb(59, 39, 22)' },
};

const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { fg: style.color, bg: style.backgroundColor };
  });

/**
 * The colour of one pixel of a PNG screenshot, decoded by the browser itself (as an <img>: the page's CSP allows data:
 * images but no fetch of a data: URL).
 */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<string> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const bitmap = await createImageBitmap(image);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    },
    { data: png.toString('base64'), x, y },
  );
}

/** Nothing scrolls sideways: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { by, culprit } = await sidewaysOverflow(page);
  expect(by, `${what} scrolls sideways (${culprit})`).toBeLessThanOrEqual(0);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: TOGGLE }).click();
  await expect(page.getByTestId('vi-panel')).toBeVisible();
}

/** A screenshot with no hover and no focus ring, for pixel comparison. */
async function stillShot(page: Page): Promise<Buffer> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

test('the mode is switched on from the header, survives client-side navigation and a reload with no flash of the normal colours', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  await openPanel(page);
  await page.getByRole('radio', { name: vi.scheme.wb }).check();
  await expectNoA11yViolations(page, { include: ['#vi-panel'] });
  expect(await bodyColours(page)).toEqual(SCHEME_RGB.wb);

  // Client-side navigation (the footer's link to «about the region»): the mode stays.
  await page.getByTestId('site-footer').getByRole('link', { name: messages.ru.routes.aboutRegion, exact: true }).click();
  await expect(page).toHaveURL(/\/about-region$/);
  await expect(page.locator('html')).toHaveAttribute('data-vi-scheme', 'wb');
  expect(await bodyColours(page)).toEqual(SCHEME_RGB.wb);

  // A reload where React never runs: only the inline pre-paint script and the CSS decide the first paint.
  // (Turbopack serves the CSS from /_next/static/chunks too: only the scripts are blocked.)
  await page.route('**/_next/static/chunks/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  await page.reload();
  const shot = await page.screenshot();
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react')))).toBe(false);
  expect(await pixel(page, shot, 2, page.viewportSize()!.height - 2)).toBe(SCHEME_RGB.wb.bg);
  expect(await bodyColours(page)).toEqual(SCHEME_RGB.wb);
  await expect(page.locator('html')).toHaveAttribute('data-vi-font', 'large');
});

// The panel's controls scroll the page at 200 % text: «normal version» also takes the reader back to where they were.
test('«normal version» restores the normal page exactly (pixel for pixel), and the cookie is gone', async ({ page, context }) => {
  await page.goto('/about-region');
  await waitForHydration(page);
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  const before = await stillShot(page);

  await openPanel(page);
  await page.getByRole('radio', { name: vi.scheme.green }).check();
  await page.getByRole('radio', { name: vi.font.xlarge }).check();
  await page.getByRole('radio', { name: vi.images.off }).check();
  await page.getByTestId('vi-panel').getByRole('group', { name: vi.spacing.legend }).getByRole('radio', { name: vi.spacing.xwide }).check();
  await page.getByRole('button', { name: vi.normal }).click();

  await expect(page.getByRole('button', { name: TOGGLE })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttributeNames().filter((name) => name.startsWith('data-vi')))).toEqual([]);
  expect(await page.locator('.vi-alt-text').count()).toBe(0);
  expect((await context.cookies()).some((cookie) => cookie.name === VI_COOKIE)).toBe(false);
  expect((await stillShot(page)).equals(before), 'the page after on → off differs from the normal page').toBe(true);
});

test('with images off no img is visible and every image’s alt text is shown', async ({ page, context, baseURL }) => {
  await setViCookie(context, baseURL!, { images: 'off' });
  let checked = 0;
  for (const path of ['/', '/news', '/about-region', '/video-gallery', '/success-stories']) {
    await page.goto(path);
    await waitForHydration(page);
    const images = page.locator('main img, header img, footer img');
    for (const image of await images.all()) {
      await expect(image).toBeHidden();
      const alt = ((await image.getAttribute('alt')) ?? '').trim();
      if (!alt) continue;
      await expect(image.locator('xpath=following-sibling::*[1]')).toHaveText(alt);
      await expect(image.locator('xpath=following-sibling::*[1]')).toBeVisible();
      checked++;
    }
  }
  expect(checked, 'images with alt texts were checked').toBeGreaterThan(0);
});

test('the admin panel is not affected by the mode', async ({ page, context, baseURL }) => {
  await setViCookie(context, baseURL!, { scheme: 'wb', font: 'xlarge' });
  await page.goto('/admin');
  await expect(page.locator('html')).not.toHaveAttribute('data-vi');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).not.toBe('32px');
});

test('the mode applies on a 404 page too, from its first paint', async ({ page, context, baseURL }) => {
  await setViCookie(context, baseURL!, { scheme: 'wb', font: 'xlarge' });
  // Without the app's scripts: only the pre-paint script and the mode's sheet decide (as on any other page).
  await page.route('**/_next/static/chunks/**', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  // Addresses no route matches (app/global-not-found.tsx, a root layout of its own).
  for (const path of ['/no-such-page', '/en/no-such-page', '/news/a/b/c']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('data-vi-scheme', 'wb');
    expect(await bodyColours(page), path).toEqual(SCHEME_RGB.wb);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe('32px');
  }
});

/** The rules whose results depend on colours: the only thing that differs between the schemes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Switches the scheme in the open page the way the site does: the cookie, then the pre-paint script (evaluated as it
 * is: `new Function` would be eval, which the page's CSP forbids).
 */
async function switchScheme(page: Page, settings: ViSettings) {
  await page.evaluate((cookie) => {
    document.cookie = cookie;
  }, `${VI_COOKIE}=${encodeViSettings(settings)}; Path=/`);
  await page.evaluate(VI_PREPAINT_SCRIPT);
}

// axe over every route at 1440 px with 200 % text (which must not scroll sideways either): all WCAG A/AA rules in the
// first scheme, then, in the same page, the colour rules in each other scheme (nothing but colours changes between
// them), then every setting at its largest at 390 px, for sideways scroll. Four tests of a quarter of the routes each:
// they run last (this file sorts last), and quarters share the two workers more evenly than halves did.
test.describe('every colour scheme', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const [first, ...others] = VI_OPTIONS.scheme;

  const PARTS = 4;
  for (let part = 0; part < PARTS; part += 1) {
    test(`routes (e2e/a11y-routes.ts, ru), part ${part + 1} of ${PARTS}: no axe violations in any scheme and no sideways scroll`, async ({ page, context, baseURL, request }) => {
      test.setTimeout(300_000);
      const routes = await a11yRoutes(request, 'ru');
      const size = Math.ceil(routes.length / PARTS);
      const paths = routes.slice(part * size, (part + 1) * size).map((route) => route.path);
      expect(paths.length, 'every part checks routes').toBeGreaterThan(0);
      const settings: ViSettings = { ...VI_DEFAULTS, scheme: first, font: 'xlarge' };
      await setViCookie(context, baseURL!, settings);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-vi-scheme', first);
        await expectNoSidewaysScroll(page, `${path} at 1440 px with 200 % text`);
        await expectNoA11yViolations(page);
        for (const scheme of others) {
          await switchScheme(page, { ...settings, scheme });
          expect(await bodyColours(page), `${path} in ${scheme}`).toEqual(SCHEME_RGB[scheme]);
          await expectNoA11yViolations(page, { rules: COLOUR_RULES });
        }
        // Every setting at its largest (200 % text, the widest spacing, a serif face, alt texts for images) on a
        // phone's 390 px: still no sideways scroll.
        await switchScheme(page, VI_LARGEST);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoSidewaysScroll(page, `${path} at 390 px with every setting at its largest`);
        // The cookie now holds other settings: back to the first scheme's for the next route (only the cookie: this
        // page is left at once).
        await setViCookie(context, baseURL!, settings);
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  }
});

/**
 * Words the page broke across two lines although they would fit on one: for each word of a visible text node (a run
 * without spaces, which may also break after a hyphen or a slash), its line boxes (Range.getClientRects); a word on two
 * lines is reported when its whole width is less than the width its block offers (a word longer than that cannot help
 * breaking; 2 px spare for rounding).
 */
function wordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const blockWidth = (element: Element) => {
      let block: Element | null = element;
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      if (!block) return 0;
      const style = getComputedStyle(block);
      return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, svg') || !parent.checkVisibility()) continue;
      const available = blockWidth(parent);
      // Visually hidden texts (a 1 px box) are read, not seen.
      if (available < 8) continue;
      for (const match of (node as Text).data.matchAll(/[^\s\-\u2010-\u2014/]{2,}/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.bottom / 4)));
        if (lines.size < 2) continue;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (width <= available - 2) broken.push(`«${match[0]}» (${Math.round(width)} px in ${Math.round(available)} px)`);
      }
    }
    return broken;
  });
}

test('every setting at its largest: words break only between words, and nothing scrolls sideways, at 390 and 1440 px', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await setViCookie(context, baseURL!, VI_LARGEST);
  for (const path of ['/', '/news', '/about-region', '/meri-podderjki']) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-vi-font', 'xlarge');
      await expectNoSidewaysScroll(page, `${path} at ${viewport.width} px`);
      expect(await wordsBrokenMidWord(page), `${path} at ${viewport.width} px: words broken inside`).toEqual([]);
    }
  }
});
