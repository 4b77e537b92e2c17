import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { pdfTags } from '../testing/tagged-pdf';
import { expect, expectNoA11yViolations, localePath, messages, sidewaysOverflow, test, type Locale } from './fixtures';

/**
 * A production site's passport PDF and the open data. The passport is downloaded from the link on the site's page and
 * checked with Debian's tools (scripts/ensure-pdf-tools.sh installs them): `pdfinfo` says it is tagged and gives its
 * title and language, `pdftoppm` renders it and `zbarimg` decodes its QR code to the site's page in that language, which
 * opens. The open data: the GeoJSON parses and its features are the sites of the list; /open-data passes axe at
 * 1440 and 390 px.
 */

type Site = { id: number; slug: string; title: string; coordinates: { lat: number | null; lng: number | null } | null };
type Texts = { sitePassport: { link: string; documentTitle: string }; openData: { download: string } };
const texts = (locale: Locale) => messages[locale] as unknown as Texts;

const SITES = '/investicionnie-ploshadki/proizvodstvennie-ploshadki';

async function sites(request: APIRequestContext, locale: Locale): Promise<Site[]> {
  const response = await request.get('/api/v1/proizvodstvennie-ploshadki?page=1&limit=100', { headers: { Language: locale } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: Site[] } }).result.items;
}

/** Downloads the passport the site page links to; returns the file's path and bytes. */
async function downloadPassport(page: import('@playwright/test').Page, request: APIRequestContext, locale: Locale, site: Site, testInfo: TestInfo) {
  await page.goto(localePath(locale, `${SITES}/${site.slug}`));
  const link = page.getByRole('link', { name: texts(locale).sitePassport.link });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  const file = testInfo.outputPath(`passport-${locale}.pdf`);
  writeFileSync(file, bytes);
  return { file, bytes };
}

/** Every QR code on every page of a PDF, decoded. */
function qrCodes(file: string, testInfo: TestInfo): string[] {
  const prefix = testInfo.outputPath(`${path.basename(file, '.pdf')}-page`);
  execFileSync('pdftoppm', ['-r', '150', '-png', file, prefix]);
  const pages = readdirSync(path.dirname(prefix))
    .filter((name) => name.startsWith(path.basename(prefix)) && name.endsWith('.png'))
    .map((name) => path.join(path.dirname(prefix), name));
  expect(pages.length).toBeGreaterThan(0);
  return pages.flatMap((png) => {
    // zbarimg exits with 4 for a page without any code (the passport's first page may have none).
    const result = spawnSync('zbarimg', ['--quiet', '--raw', png], { encoding: 'utf8' });
    expect([0, 4], result.stderr).toContain(result.status);
    return result.stdout.split('\n').filter(Boolean);
  });
}

const fill = (template: string, site: string) => template.replace('{site}', site);

for (const locale of ['en', 'zh'] as const) {
  test(`the ${locale} passport of a site: tagged, titled, in ${locale}, its QR code opens the site's ${locale} page`, async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const [site] = await sites(request, locale);
    const { file, bytes } = await downloadPassport(page, request, locale, site!, testInfo);

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toContain(`Title:           ${fill(texts(locale).sitePassport.documentTitle, site!.title)}\n`);
    const meta = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
    expect(meta).toMatch(new RegExp(`<dc:language><rdf:Bag><rdf:li>${locale}</rdf:li>`));
    expect(pdfTags(bytes)).toMatchObject({ lang: locale, displayDocTitle: true, marked: true, structTreeRoot: true });
    // The structure tree has the figure (the QR code) and the utility table.
    const structure = execFileSync('pdfinfo', ['-struct', file], { encoding: 'utf8' });
    expect(structure).toMatch(/^\s+Figure\b/m);
    expect(structure).toMatch(/^\s+Table\b/m);

    const url = `${baseURL}${localePath(locale, `${SITES}/${site!.slug}`)}`;
    expect(qrCodes(file, testInfo)).toEqual([url]);
    const opened = await page.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site!.title);
  });
}

test('sites.geojson parses and its features are the sites of the list, where the list places them', async ({ request }) => {
  const response = await request.get('/api/v1/open-data/sites.geojson?lang=ru');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/geo+json; charset=utf-8');
  const collection = JSON.parse(await response.text()) as {
    type: string;
    features: Array<{ id: number; geometry: { type: string; coordinates: [number, number] } | null; properties: { title: string; url: string } }>;
  };
  expect(collection.type).toBe('FeatureCollection');
  const list = await sites(request, 'ru');
  expect(collection.features.map((f) => f.id).sort((a, b) => a - b)).toEqual(list.map((s) => s.id).sort((a, b) => a - b));
  for (const site of list) {
    const feature = collection.features.find((f) => f.id === site.id)!;
    expect(feature.properties.title).toBe(site.title);
    expect(feature.properties.url).toMatch(new RegExp(`${SITES}/${site.slug}$`));
    if (site.coordinates?.lat != null && site.coordinates.lng != null) {
      expect(feature.geometry).toEqual({ type: 'Point', coordinates: [site.coordinates.lng, site.coordinates.lat] });
    }
  }
});

test('/open-data: reached from the footer, its files download, no axe violations at 1440 and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: messages.ru.routes.openData! }).click();
  await expect(page).toHaveURL(/\/open-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ru.routes.openData!);
  await expect(page.getByTestId('open-data-licence')).toContainText('CC BY 4.0');
  await expectNoA11yViolations(page);

  // Each download link answers its file in the page's language, CSV files with their header row.
  for (const file of ['sites.geojson', 'sites.csv', 'zones.geojson', 'projects.csv', 'support-measures.csv']) {
    const link = page.getByRole('link', { name: texts('ru').openData.download.replace('{file}', file) });
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(`/api/v1/open-data/${file}?lang=ru`);
    const response = await request.get(href);
    expect(response.status(), file).toBe(200);
    if (file.endsWith('.csv')) expect((await response.text()).replace(/^\uFEFF/, '')).toMatch(/^"id";"slug";"/);
  }

  for (const locale of ['ru', 'zh'] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(locale, '/open-data'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes.openData!);
    await expectNoA11yViolations(page);
    expect((await sidewaysOverflow(page)).by).toBe(0);
  }
});
