import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, localePath, messages, test, waitForHydration, type Locale } from './fixtures';

/**
 * The agency's tools: the benefits calculator (/kalkulator-lgot; rules in docs/decisions/020) and the
 * investment map (/invest-map) with every request to another host blocked (no tile server may be needed).
 */

type CalcMessages = {
  form: Record<string, string> & { errors: Record<string, string> };
  results: Record<string, string>;
  reasons: Record<string, Record<string, string>>;
};
type MapMessages = {
  filters: { areas: Record<string, string> } & Record<string, string>;
  kinds: Record<string, string>;
  places?: Record<string, string>;
  map?: Record<string, string>;
};
const calc = (locale: Locale) => messages[locale].calculator as CalcMessages;
const map = (locale: Locale) => messages[locale].investMap as MapMessages;
/** The utilities' labels: the site vocabulary's (`siteFacts.utility`), as on the site pages and the matching page. */
const utility = (locale: Locale) => (messages[locale].siteFacts as { utility: Record<'electricity' | 'gas' | 'water' | 'sewerage' | 'heat' | 'rail', string> }).utility;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The seed (cms/seed/data/calculator.ts, sites.ts) in ru and en. */
const SEED = {
  ru: { bracket: 'от 50 до 200 млн ₽', okvedSearch: 'древесин', okved: '16 Обработка древесины и производство изделий из дерева', msp: 'Да, субъект МСП', type: 'Субсидии', subsidy: 'Субсидия на оборудование для МСП', loan: 'Займ фонда развития промышленности', regional: 'Региональный инвестиционный проект', oneWindow: 'Сопровождение по принципу «одного окна»', benefit: 'до 50 % затрат' },
  en: { bracket: '50 to 200 million roubles', okvedSearch: 'wood', okved: '16 Manufacture of wood and wood products', msp: 'Yes, a small or medium business', type: 'Subsidies', subsidy: 'SME equipment subsidy', loan: 'Industrial Development Fund loan', regional: 'Regional investment project', oneWindow: 'One-stop shop project support', benefit: 'up to 50% of costs' },
} as const;
const SITES = {
  ru: { north: 'Индустриальный парк «Красноярск-Северный»', kayerkan: 'Площадка «Кайеркан»', boguchany: 'Площадка «Богучаны»', zone: 'Особая экономическая зона', offer: 'Производство топливных пеллет в Лесосибирске' },
  en: { north: 'Krasnoyarsk North Industrial Park', kayerkan: 'Kayerkan site', boguchany: 'Boguchany site', zone: 'Special economic zone', offer: 'Fuel pellet plant in Lesosibirsk' },
} as const;
/** 8 production sites, 4 zones, 8 investment offers. */
const ALL_OBJECTS = 20;

async function screens(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.waitForTimeout(400);
    const path = `test-results/screens/${name}-${width}.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const locale of ['ru', 'en'] as const) {
  test(`calculator (${locale}): inputs give matching measures with reasons; the URL keeps them over a reload`, async ({ page }) => {
    const t = calc(locale);
    const seed = SEED[locale];
    await page.goto(localePath(locale, '/kalkulator-lgot'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes.calculator!);

    // Nothing chosen: asked for a parameter, no result.
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.form.errorsTitle! })).toContainText(t.form.errors.nothing!);
    await expect(page.getByTestId('calculator-results')).toHaveCount(0);

    await page.getByLabel(t.form.amount!).fill('120');
    await expect(page.getByLabel(t.form.size!, { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByLabel(t.form.size!, { exact: true }).locator('option:checked')).toHaveText(seed.bracket);
    const okved = page.getByRole('combobox', { name: t.form.okved });
    await okved.fill(seed.okvedSearch);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([seed.okved]);
    await okved.press('ArrowDown');
    await okved.press('Enter');
    await expect(okved).toHaveValue(seed.okved);
    await page.getByRole('radio', { name: seed.msp }).check();
    await page.getByRole('button', { name: t.form.submit }).click();

    const results = page.getByTestId('calculator-results');
    const titles = results.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([seed.loan, seed.subsidy, seed.regional, seed.oneWindow]);
    // The focus moves to the results' heading (not to the body) and the count is said in the status region.
    const resultsTitle = results.getByRole('heading', { level: 2 });
    await expect(resultsTitle).toBeFocused();
    await expect(page.getByTestId('calculator-status')).toHaveText((await resultsTitle.textContent())!);
    await expect(page).toHaveURL(/amount=120/);
    await expect(page).toHaveURL(/okved=16/);
    await expect(page).toHaveURL(/msp=\d+/);

    // The support type narrows it to the subsidy; its reasons name each input.
    await page.getByLabel(t.form.supportType!).selectOption({ label: seed.type });
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(titles).toHaveText([seed.subsidy]);
    const subsidy = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: seed.subsidy }) });
    const reasons = subsidy.locator('.calc-measure__reasons > li');
    await expect(reasons).toHaveText([
      fill(t.reasons.investment!.amount!, { amount: '120', value: seed.bracket }),
      fill(t.reasons.okved!.listed!, { value: seed.okved }),
      // The seed's «Да, субъект МСП» / «Yes, a small or medium business» is the SME entry.
      t.reasons.msp!.sme!,
      fill(t.reasons.supportType!.listed!, { value: seed.type }),
    ]);
    await expect(subsidy).toContainText(seed.benefit);
    await expect(subsidy.getByRole('link')).toHaveAttribute('href', localePath(locale, '/meri-podderjki/finansovaya-podderjka'));
    const url = page.url();
    expect(new URL(url).searchParams.get('type')).toMatch(/^\d+$/);

    // An amount that is no number: the error, and the earlier results are gone rather than left under it.
    await page.getByLabel(t.form.amount!).fill('много');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.form.errorsTitle! })).toContainText(t.form.errors.amount!);
    await expect(results).toHaveCount(0);
    await page.getByLabel(t.form.amount!).fill('120');
    await page.getByRole('button', { name: t.form.submit }).click();
    await expect(titles).toHaveText([seed.subsidy]);

    // A reload (or the shared link) gives the same form and result.
    await page.reload();
    await waitForHydration(page);
    await expect(titles).toHaveText([seed.subsidy]);
    await expect(page.getByLabel(t.form.amount!)).toHaveValue('120');
    await expect(page.getByRole('combobox', { name: t.form.okved })).toHaveValue(seed.okved);
    await expectNoA11yViolations(page);
  });
}

/** Every request to another host fails: tiles, fonts or scripts from elsewhere must not be needed. */
async function blockOtherHosts(page: Page) {
  await page.route((url) => url.hostname !== 'localhost', (route) => route.abort());
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const listItems = (page: Page) => page.getByTestId('invest-map-list').getByRole('listitem');
/** The markers of single objects (objects too close to click apart at the current zoom share a cluster marker). */
const markers = (page: Page) => page.locator('.maplibregl-marker.map-marker:not(.map-marker--cluster)');
const clusters = (page: Page) => page.locator('.maplibregl-marker.map-marker--cluster');
/** How many objects the map shows: single markers plus the numbers on the clusters. */
const shownObjects = (page: Page) =>
  page
    .locator('.maplibregl-marker.map-marker')
    .evaluateAll((nodes) => nodes.reduce((sum, node) => sum + (node.classList.contains('map-marker--cluster') ? Number(node.textContent) : 1), 0));

const previewDots = (page: Page) => page.getByTestId('invest-map-preview').locator('.invest-map__dot');

/**
 * Opens the map page — the preview first: a dot per object and no maplibre fetched — and starts the map with its
 * button, as a keyboard user would; the focus moves into the map once it is up.
 */
async function openMap(page: Page, locale: Locale, query = '') {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`${localePath(locale, '/invest-map')}${query}`);
  await waitForHydration(page);
  await expect(page.getByTestId('invest-map-preview')).toBeVisible();
  await expect.poll(() => previewDots(page).count()).toBe(await listItems(page).count());
  expect(fetched.filter((url) => /maplibre/.test(url)), 'maplibre is not started (its worker not fetched) before the map is asked for').toEqual([]);
  await startMap(page);
}

async function startMap(page: Page) {
  const worker = page.waitForResponse((r) => r.url().includes('/maplibre-gl-worker.mjs') && r.ok());
  await page.getByTestId('invest-map-start').focus();
  await page.keyboard.press('Enter');
  await worker;
  await expect(page.locator('.invest-map__loading')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('invest-map-preview')).toHaveCount(0);
  await expect(page.locator('.maplibregl-canvas')).toBeFocused();
}

test('investment map (ru): sites, zones and offers; filters by type, area and utilities move the list and the markers', async ({ page }) => {
  test.setTimeout(90_000);
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page);
  const t = map('ru');
  await openMap(page, 'ru');
  await expect(page.getByTestId('invest-map-notice')).toHaveCount(0);

  // The offline base is drawn — Russia's land colour (#f7f5ef) fills most of the view — not a blank square: the
  // worker ran and the Natural Earth base loaded. Markers are hidden for the picture.
  const hide = await page.addStyleTag({ content: '.maplibregl-marker { visibility: hidden !important; }' });
  const { data, info } = await sharp(await page.locator('.maplibregl-canvas').screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  await hide.evaluate((node) => (node as Element).remove());
  let land = 0;
  for (let i = 0; i < data.length; i += 3) if (Math.abs(data[i]! - 247) + Math.abs(data[i + 1]! - 245) + Math.abs(data[i + 2]! - 239) < 12) land += 1;
  expect(land / (info.width * info.height), 'share of the map drawn as the krai’s land').toBeGreaterThan(0.3);
  expect(info.height, 'the map fills its frame').toBeGreaterThan(310);

  await expect(listItems(page)).toHaveCount(ALL_OBJECTS);
  await expect.poll(() => shownObjects(page)).toBe(ALL_OBJECTS);
  for (const title of Object.values(SITES.ru)) await expect(page.getByTestId('invest-map-list').getByRole('link', { name: title, exact: true })).toBeVisible();

  // Type: greenfield sites only (Kansk, Minusinsk, Boguchany).
  const filters = page.getByRole('search', { name: t.filters.title });
  await filters.getByRole('checkbox', { name: 'Гринфилд' }).check();
  await expect(listItems(page)).toHaveCount(3);
  await expect.poll(() => shownObjects(page)).toBe(3);
  await expect(page).toHaveURL(/type=greenfield/);
  await filters.getByRole('checkbox', { name: t.kinds.zone! }).check();
  await expect(listItems(page)).toHaveCount(7);
  await expect.poll(() => shownObjects(page)).toBe(7);
  await filters.getByRole('button', { name: t.filters.reset }).click();
  await expect.poll(() => shownObjects(page)).toBe(ALL_OBJECTS);

  // Area: 50 ha and more (Minusinsk 60, Boguchany 80).
  await filters.getByLabel(t.filters.area!).selectOption({ label: t.filters.areas['gt50']! });
  await expect(listItems(page)).toHaveCount(2);
  await expect.poll(() => shownObjects(page)).toBe(2);
  await expect(page.getByTestId('invest-map-list')).toContainText(SITES.ru.boguchany);
  await filters.getByLabel(t.filters.area!).selectOption({ label: t.filters.areaAny! });

  // Utilities: a rail siding (three sites), then rail and water (two), then gas alone (Kayerkan).
  await filters.getByRole('checkbox', { name: utility('ru').rail }).check();
  await expect(listItems(page)).toHaveCount(3);
  await expect.poll(() => shownObjects(page)).toBe(3);
  // The matching page is a link away, carrying what its query can say (a rail siding).
  await expect(filters.getByRole('link', { name: t.filters.matching! })).toHaveAttribute('href', '/investicionnie-ploshadki/podbor?rail=1');
  await filters.getByRole('checkbox', { name: utility('ru').rail }).uncheck();
  await filters.getByRole('checkbox', { name: utility('ru').gas }).check();
  await expect(listItems(page)).toHaveCount(1);
  await expect.poll(() => shownObjects(page)).toBe(1);
  await expect(page).toHaveURL(/utility=gas/);

  // The filters survive a reload (they are the URL), in the preview and in the map.
  await page.reload();
  await waitForHydration(page);
  await expect(listItems(page)).toHaveCount(1);
  await expect(previewDots(page)).toHaveCount(1);
  await startMap(page);
  await expect.poll(() => shownObjects(page)).toBe(1);
  await expect(filters.getByRole('checkbox', { name: utility('ru').gas })).toBeChecked();

  // A marker by keyboard: Tab reaches the button, Enter opens its popup, Escape closes it and gives the focus back.
  const marker = markers(page).first();
  await expect(marker).toHaveAccessibleName(`${SITES.ru.kayerkan}, Браунфилд`);
  await page.locator('.maplibregl-canvas').focus();
  await page.keyboard.press('Tab');
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toContainText(SITES.ru.kayerkan);
  await expect(popup).toContainText('Площадь: 15 га');
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(marker).toBeFocused();
  await page.keyboard.press(' ');
  await expect(popup.getByRole('link', { name: new RegExp(SITES.ru.kayerkan) })).toHaveAttribute('href', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/ploshadka-norilsk-kayerkan');

  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);

  // The list's "show on the map" opens the same popup; the entry links to the site's page.
  await filters.getByRole('button', { name: t.filters.reset }).click();
  await expect(listItems(page)).toHaveCount(ALL_OBJECTS);
  const north = listItems(page).filter({ hasText: SITES.ru.north });
  await north.getByRole('button').click();
  await expect(popup).toContainText(SITES.ru.north);
  await north.getByRole('link', { name: SITES.ru.north }).click();
  await expect(page).toHaveURL(/\/investicionnie-ploshadki\/proizvodstvennie-ploshadki\/promploshadka-krasnoyarsk-sever$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SITES.ru.north);
  expect(errors).toEqual([]);

  // Near objects share a numbered cluster marker named after their number; it zooms in on them and they come apart.
  await openMap(page, 'ru');
  await expect.poll(() => shownObjects(page)).toBe(ALL_OBJECTS);
  const counts = await clusters(page).allTextContents();
  const biggest = Math.max(...counts.map(Number));
  expect(biggest, 'the Krasnoyarsk objects share a cluster at the krai-wide view').toBeGreaterThan(1);
  const singlesBefore = await markers(page).count();
  const cluster = clusters(page).filter({ hasText: new RegExp(`^${biggest}$`) });
  await expect(cluster).toHaveAccessibleName(new RegExp(`^${biggest} объект.* рядом: приблизить$`));
  await cluster.click();
  await expect.poll(() => markers(page).count(), { timeout: 5_000 }).toBeGreaterThan(singlesBefore);
  await expectNoA11yViolations(page, { include: ['.invest-map__frame'] });
  expect(errors).toEqual([]);
});

test('investment map by keyboard: the focused map shows a focus ring, and a cluster opened with Enter hands the focus to a marker', async ({ page }) => {
  await blockOtherHosts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openMap(page, 'ru');
  await expect.poll(() => shownObjects(page)).toBe(ALL_OBJECTS);

  // The ring is drawn around the frame (which clips anything drawn around the canvas inside it): the band just outside
  // the frame differs between the focused and the unfocused map. Only that band is compared (the map itself may redraw).
  const frame = (await page.locator('.invest-map__frame').boundingBox())!;
  const clip = { x: frame.x - 10, y: frame.y - 10, width: frame.width + 20, height: frame.height + 20 };
  const band = async () => {
    const { data, info } = await sharp(await page.screenshot({ clip, animations: 'disabled' })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const out: number[] = [];
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (x >= 9 && x < info.width - 9 && y >= 9 && y < info.height - 9) continue;
        const i = (y * info.width + x) * 3;
        out.push(data[i]!, data[i + 1]!, data[i + 2]!);
      }
    }
    return out;
  };
  const focused = await band();
  await page.locator('.maplibregl-canvas').evaluate((canvas) => (canvas as HTMLElement).blur());
  const unfocused = await band();
  let differing = 0;
  for (let i = 0; i < focused.length; i += 3) if (focused[i] !== unfocused[i] || focused[i + 1] !== unfocused[i + 1] || focused[i + 2] !== unfocused[i + 2]) differing += 1;
  expect(differing, 'pixels around the map that differ between focused and not').toBeGreaterThan((2 * (frame.width + frame.height)) * 2);

  // Tab from the map to the first cluster marker, and Enter: the map zooms in on its objects, and the focus stays on
  // the map, on a marker of one of them (not on the page's body).
  await page.locator('.maplibregl-canvas').focus();
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('map-marker--cluster'))) break;
  }
  const cluster = page.locator('.map-marker--cluster:focus');
  await expect(cluster).toHaveCount(1);
  const members = Number(await cluster.textContent());
  const singlesBefore = await markers(page).count();
  await page.keyboard.press('Enter');
  await expect.poll(() => markers(page).count(), { timeout: 5_000 }).toBeGreaterThan(singlesBefore);
  await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? '')).toMatch(/map-marker/);
  const focusedMarker = page.locator('.maplibregl-marker.map-marker:focus');
  await expect(focusedMarker).toHaveAccessibleName(/\S/);
  expect(await focusedMarker.evaluate((marker) => !!marker.closest('.invest-map__frame'))).toBe(true);
  expect(members).toBeGreaterThan(1);
});

test('investment map (en): English names, zones link to their pages', async ({ page }) => {
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page);
  await openMap(page, 'en');
  await expect(listItems(page)).toHaveCount(ALL_OBJECTS);
  for (const title of Object.values(SITES.en)) await expect(page.getByTestId('invest-map-list').getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByTestId('invest-map-list').getByRole('link', { name: SITES.en.zone, exact: true })).toHaveAttribute('href', '/en/investicionnie-ploshadki/preferencialnie-zoni/oez');
  // Checked at the top of the page, as a visitor arrives: the checks above scrolled the list into view, which leaves a
  // filter checkbox half under the sticky header, where axe measures only its uncovered part.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);

  // «Show on the map» while the preview is up starts the map and opens the object's popup.
  await page.goto('/en/invest-map');
  await waitForHydration(page);
  await listItems(page).filter({ hasText: SITES.en.north }).getByRole('button').click();
  await expect(page.locator('.maplibregl-popup')).toContainText(SITES.en.north, { timeout: 20_000 });
  await expect(page.getByTestId('invest-map-preview')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('investment map deep link: a site page’s «on the map» opens the map on the site with its popup open and the focus on its link', async ({ page }) => {
  test.setTimeout(90_000);
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/investicionnie-ploshadki/proizvodstvennie-ploshadki/ploshadka-norilsk-kayerkan');
  await waitForHydration(page);
  const onMap = page.getByRole('link', { name: (messages.ru.sites as { onMap: string }).onMap });
  await expect(onMap).toHaveAttribute('href', '/invest-map?site=ploshadka-norilsk-kayerkan');
  await onMap.click();
  await expect(page).toHaveURL(/\/invest-map\?site=ploshadka-norilsk-kayerkan$/);

  // The map starts by itself, on the site: its popup open, its marker expanded, the focus on the popup's link, which
  // names the site; the view is zoomed in on it (its marker near the middle of the map).
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toContainText(SITES.ru.kayerkan, { timeout: 20_000 });
  await expect(page.getByTestId('invest-map-preview')).toHaveCount(0, { timeout: 20_000 });
  const link = popup.getByRole('link', { name: new RegExp(SITES.ru.kayerkan) });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/ploshadka-norilsk-kayerkan');
  const marker = page.getByRole('button', { name: `${SITES.ru.kayerkan}, Браунфилд`, exact: true });
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => {
    const [box, frame] = await Promise.all([marker.boundingBox(), page.locator('.maplibregl-canvas').boundingBox()]);
    return Math.hypot(box!.x + box!.width / 2 - (frame!.x + frame!.width / 2), box!.y + box!.height / 2 - (frame!.y + frame!.height / 2));
  }, { message: 'the site’s marker is near the centre of the map', timeout: 5_000 }).toBeLessThan(80);

  // The base's places are named in the page's language; Escape closes the popup and leaves the focus on the marker.
  await expect(page.locator('.map-label[data-place="norilsk"]')).toHaveText(map('ru').places!.norilsk!);
  await expect(page.locator('.map-label[data-place="norilsk"]')).toHaveAttribute('aria-hidden', 'true');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(marker).toBeFocused();
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);

  // A slug that is no site on the map: a notice, and the whole list.
  await page.goto('/en/invest-map?site=no-such-site');
  await waitForHydration(page);
  await expect(page.getByTestId('invest-map-site-missing')).toHaveText(map('en').map!.siteMissing!);
  await expect(listItems(page)).toHaveCount(ALL_OBJECTS);
  await expect(page.locator('.maplibregl-popup')).toHaveCount(0);
});

test('investment map without WebGL: a notice, and the list, filters and links still work', async ({ page }) => {
  await blockOtherHosts(page);
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.goto('/invest-map');
  await waitForHydration(page);
  await expect(page.getByTestId('invest-map-notice')).toHaveText((messages.ru.investMap as { map: { noWebgl: string } }).map.noWebgl);
  await expect(listItems(page)).toHaveCount(ALL_OBJECTS);
  await expect.poll(() => shownObjects(page)).toBe(0);
  // The preview stays, as a static map: a dot per object, and no button to start what cannot run.
  await expect(previewDots(page)).toHaveCount(ALL_OBJECTS);
  await expect(page.getByTestId('invest-map-start')).toHaveCount(0);
  await page.getByRole('checkbox', { name: utility('ru').gas }).check();
  await expect(listItems(page)).toHaveCount(1);
  await expect(previewDots(page)).toHaveCount(1);
  await expect(listItems(page).getByRole('link', { name: SITES.ru.kayerkan })).toBeVisible();
});

for (const locale of ['ru', 'zh'] as const) {
  test(`screenshots (${locale}): calculator with a result and the map, at 1440 and 390 px`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await blockOtherHosts(page);
    await page.goto(localePath(locale, '/kalkulator-lgot?amount=120&okved=16'));
    await waitForHydration(page);
    await expect(page.getByTestId('calculator-results')).toBeVisible();
    await screens(page, testInfo, `calculator-${locale}`);
    await openMap(page, locale);
    await expect.poll(() => shownObjects(page)).toBe(ALL_OBJECTS);
    // The base's towns are named in the page's language (Chinese glyphs need fonts-noto-cjk on the machine).
    await expect(page.locator('.map-label[data-place="krasnoyarsk"]')).toHaveText(map(locale).places!.krasnoyarsk!);
    await screens(page, testInfo, `invest-map-${locale}`);
  });
}
