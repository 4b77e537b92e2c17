import { randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, localePath, messages, reflowProblems, test, waitForHydration } from './fixtures';
import { adminLogin, createStaff, type Staff } from './staff-helpers';

/**
 * The API's reference and a visitor's inaccuracy report, end to end on a production build:
 * - GET /api/v1/openapi.json is an OpenAPI 3.1 document of every path, and /api-docs shows it, generated from it, with
 *   its prose in the page's language and nothing loaded from another host, with no axe violation and no sideways
 *   scrolling at 1440 and 390 px (a11y.spec.ts walks it too, with every static route, through e2e/a11y-routes.ts);
 * - a news item says when it was last updated, and «Сообщить о неточности» sends a report that the staff find in /admin.
 */
test.describe.configure({ mode: 'serial' });

let reviewer: Staff;
test.beforeAll(async () => {
  reviewer = await createStaff('reviewer');
});

test('GET /api/v1/openapi.json is the OpenAPI 3.1 document of the API', async ({ request }) => {
  const response = await request.get('/api/v1/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/news', '/news/{id}', '/request/create', '/feedback/outdated', '/openapi.json']));
  expect(Object.keys(document.paths['/feedback/outdated']!.post!.responses)).toEqual(expect.arrayContaining(['200', '422', '429']));
});

for (const locale of ['ru', 'en', 'zh'] as const) {
  test(`/api-docs in ${locale}: the reference generated from the document, in the page's language, all from this site`, async ({ page, baseURL }) => {
    const t = { apiDocs: messages[locale].apiDocs as { download: string; conventionsTitle: string; tags: Record<string, string> }, routes: messages[locale].routes };
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto(localePath(locale, '/api-docs'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.routes.apiDocs!);
    await expect(page.getByRole('heading', { level: 2, name: t.apiDocs.conventionsTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.apiDocs.tags.feedback })).toBeVisible();
    const report = page.getByTestId('op-postFeedbackOutdated');
    await expect(report.getByRole('heading', { level: 3 })).toHaveText(/POST\s+\/feedback\/outdated/);
    await expect(report.getByText('comment', { exact: true })).toBeVisible();
    await expect(report.locator('p[lang="en"]').first()).toHaveCount(locale === 'en' ? 0 : 1);
    // The contents link to their sections.
    await page.getByRole('link', { name: t.apiDocs.tags.feedback }).click();
    await expect(page).toHaveURL(/#api-feedback$/);
    await expect(page.getByRole('link', { name: t.apiDocs.download })).toHaveAttribute('href', '/api/v1/openapi.json');
    expect([...hosts]).toEqual([new URL(baseURL!).host]);
  });
}

for (const width of [1440, 390]) {
  test(`/api-docs and the open report form at ${width} px: no axe violations, no sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/api-docs');
    await expectNoA11yViolations(page);
    expect(await reflowProblems(page)).toEqual([]);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Report an inaccuracy' }).click();
    await page.getByRole('dialog', { name: 'Report an inaccuracy' }).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('the footer links to the API reference', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('site-footer').getByRole('link', { name: messages.en.routes.apiDocs! }).click();
  await expect(page).toHaveURL(/\/en\/api-docs$/);
});

test('a news item says when it was updated; a visitor reports an inaccuracy and the staff find it in /admin', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const list = await request.get('/api/v1/news?page=1&limit=1', { headers: { Language: 'ru' } });
  const item = ((await list.json()) as { result: { items: Array<{ slug: string; title: string; updatedAt: string }> } }).result.items[0]!;
  expect(Number.isFinite(Date.parse(item.updatedAt))).toBe(true);

  const note = `Телефон в новости устарел ${Date.now().toString(36)}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto(`/news/${item.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('page-updated')).toHaveText(/^Обновлено \d{1,2} [а-я]+ \d{4} г\.$/);
  await expect(page.getByTestId('page-updated').locator('time')).toHaveAttribute('datetime', item.updatedAt);

  await page.getByRole('button', { name: 'Сообщить о неточности' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сообщить о неточности' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Что не так/).fill(note);
  await dialog.getByLabel(/Электронная почта для ответа/).fill('reader@example.org');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByTestId('inaccuracy-report-sent')).toBeVisible();

  const staffPage = await browser.newPage();
  try {
    await adminLogin(staffPage, reviewer);
    await staffPage.goto('/admin/collections/inaccuracy-reports');
    const row = staffPage.locator('tr', { hasText: item.title }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText(`/news/${item.slug}`);
    await row.getByRole('link').first().click();
    await expect(staffPage.locator('#field-note')).toHaveValue(note);
  } finally {
    await staffPage.close();
  }
});
