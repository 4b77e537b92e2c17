import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, localePath, messages, reflowProblems, test, type Locale } from './fixtures';
import { adminLogin, createStaff } from './staff-helpers';

/**
 * A production site's page shows its utilities as a table with units, sources and verification days, and marks data
 * verified too long ago; the staff find those sites at /admin/stale-sites. Axe and reflow at 1440 and 390 px on a
 * stale site's page (the fresh ones are walked by a11y.spec.ts through e2e/a11y-routes.ts).
 */

type Site = { id: number; slug: string; title: string; stale: boolean };
type Facts = { stale: string; utility: Record<string, string>; field: Record<string, string>; utilitiesCaption: string };
const facts = (locale: Locale) => (messages[locale] as unknown as { siteFacts: Facts }).siteFacts;
const SITES = '/investicionnie-ploshadki/proizvodstvennie-ploshadki';

async function sites(request: APIRequestContext, locale: Locale): Promise<Site[]> {
  const response = await request.get('/api/v1/proizvodstvennie-ploshadki?page=1&limit=100', { headers: { Language: locale } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { items: Site[] } }).result.items;
}

for (const locale of ['ru', 'en'] as const) {
  test(`site page (${locale}): the utility table with units, sources and days; the stale mark only where the data is old`, async ({ page, request }) => {
    const all = await sites(request, locale);
    const fresh = all.find((site) => site.slug === 'promploshadka-krasnoyarsk-sever')!;
    const stale = all.find((site) => site.slug === 'ploshadka-boguchany')!;
    expect(fresh.stale).toBe(false);
    expect(stale.stale).toBe(true);
    const t = facts(locale);

    await page.goto(localePath(locale, `${SITES}/${fresh.slug}`));
    const table = page.getByRole('table', { name: t.utilitiesCaption });
    await expect(table).toBeVisible();
    const electricity = table.getByRole('row', { name: new RegExp(`^${t.utility.electricity}`) });
    await expect(electricity).toContainText(locale === 'ru' ? '12 МВт, 110 кВ' : '12 MW, 110 kV');
    await expect(electricity).toContainText(locale === 'ru' ? 'Россети Сибирь' : 'Rosseti Siberia');
    await expect(electricity).toContainText(locale === 'ru' ? '15 сентября 2026 г.' : '15 September 2026');
    await expect(table.getByRole('row', { name: new RegExp(`^${t.utility.water}`) })).toContainText(locale === 'ru' ? '1 500 м³/сут' : '1,500 m³/day');
    await expect(page.getByTestId('site-stale')).toHaveCount(0);
    await expect(page.getByTestId('site-distances')).toContainText(locale === 'ru' ? '2,5 км' : '2.5 km');

    await page.goto(localePath(locale, `${SITES}/${stale.slug}`));
    await expect(page.getByTestId('site-stale')).toContainText(t.stale);
    await expect(page.getByRole('table', { name: t.utilitiesCaption }).getByRole('row', { name: new RegExp(`^${t.utility.electricity}`) })).toContainText(
      locale === 'ru' ? '25 МВт, 220 кВ' : '25 MW, 220 kV',
    );
  });
}

for (const width of [1440, 390]) {
  test(`a stale site's page passes axe and reflows at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITES}/ploshadka-boguchany`);
    await expect(page.getByTestId('site-stale')).toHaveText(/Данные могут быть устаревшими/);
    await expectNoA11yViolations(page);
    expect(await reflowProblems(page)).toEqual([]);
  });
}

test('staff see the stale sites at /admin/stale-sites, with the utilities to verify again', async ({ page }) => {
  const editor = await createStaff('editor');
  await adminLogin(page, editor);
  await expect(page.locator('nav a[href="/admin/stale-sites"]')).toHaveText('Устаревшие данные площадок');
  await page.goto('/admin/stale-sites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Площадки с устаревшими сведениями о сетях');
  const list = page.getByTestId('stale-sites');
  const titles = await list.getByTestId('stale-site-row').locator('th').allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Площадка «Богучаны»', 'Лесопромышленная площадка «Лесосибирск»']));
  expect(titles).not.toContain('Индустриальный парк «Красноярск-Северный»');
  // Boguchany was verified in March 2025, Lesosibirsk in May: the older one comes first.
  expect(titles.indexOf('Площадка «Богучаны»')).toBeLessThan(titles.indexOf('Лесопромышленная площадка «Лесосибирск»'));
  await expect(list.getByRole('row', { name: /Богучаны/ })).toContainText('Электроснабжение');
  await expectNoA11yViolations(page, { include: ['[data-testid="stale-sites"]'] });
});
