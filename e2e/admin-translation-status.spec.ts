import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, createStaff, deleteAsAdmin, type Staff } from './staff-helpers';

/**
 * An editor's translation tools in the Russian back office: the list's status column flags a news item whose
 * Turkish title is missing and filters by it; in Turkish the form shows the Russian original under the title (and the
 * Russian title as the heading), and the list says which content language it shows. Axe on what these add.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const TITLE = `Проверка перевода ${stamp}`;
let editor: Staff;
let newsId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createStaff('editor');
});

test.afterAll(async () => {
  if (newsId !== undefined) await deleteAsAdmin('news', newsId);
});

test('the status column flags a missing Turkish title, the list filters by it, and Turkish shows the Russian original', async ({ page }) => {
  test.setTimeout(180_000);
  await adminLogin(page, editor);

  // A news item written in Russian, English and Chinese, not yet in Turkish (the editor's session, from the admin's origin).
  const headers = { Origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/cms/news?locale=ru&depth=0', {
    headers,
    data: { title: TITLE, publishedAt: new Date().toISOString(), _status: 'published', excerpt: 'Анонс для проверки перевода' },
  });
  expect(created.status(), await created.text()).toBe(201);
  newsId = ((await created.json()) as { doc: { id: number } }).doc.id;
  for (const [locale, data] of [
    ['en', { title: `Translation check ${stamp}`, excerpt: 'A summary to check the translation' }],
    ['zh', { title: `翻译检查 ${stamp}`, excerpt: '用于检查翻译的摘要' }],
  ] as const) {
    const saved = await page.request.patch(`/api/cms/news/${newsId}?locale=${locale}&depth=0`, { headers, data });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto('/admin/collections/news?locale=ru');
  const row = page.locator('.table tbody tr', { hasText: TITLE });
  const status = row.locator('.translation-status');
  await expect(status).toBeVisible();
  await expect(status.locator('[data-locale="tr"]')).toContainText('tr —');
  await expect(status.locator('[data-locale="tr"] .translation-status__sr')).toHaveText('турецкий: не переведено');
  await expect(status.locator('[data-locale="en"] .translation-status__sr')).toHaveText('английский: переведено');
  await expect(status.locator('[data-locale="zh"] .translation-status__sr')).toHaveText('китайский: переведено');
  // The column's heading names what it shows; no content-language note in Russian.
  await expect(page.locator('.table thead')).toContainText('Не переведено на');
  await expect(page.getByTestId('content-language-note')).toHaveCount(0);
  await expectNoA11yViolations(page, { include: ['.table .translation-status'] });

  // The list's own filter: «Не переведено на» — «турецкий».
  await page.locator('.list-controls__toggle-where').click();
  await page.locator('.where-builder__add-first-filter').click();
  const condition = page.locator('.condition').first();
  await condition.locator('.condition__field .rs__control').click();
  await page.locator('.rs__option', { hasText: 'Не переведено на' }).first().click();
  await condition.locator('.condition__value .rs__control').click();
  await page.locator('.rs__option', { hasText: 'турецкий' }).first().click();
  await expect(page).toHaveURL(/missingLanguages/);
  await expect(page.locator('.table tbody tr', { hasText: TITLE })).toBeVisible();
  const statuses = page.locator('.table tbody tr [data-locale="tr"] .translation-status__sr');
  const count = await statuses.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(statuses.nth(i)).toHaveText('турецкий: не переведено');

  // The form in Turkish: the Turkish title is empty, the Russian original is under it and titles the page.
  await page.goto(`/admin/collections/news/${newsId}?locale=ru`);
  await expect(page.locator('#field-title')).toHaveValue(TITLE);
  await expect(page.locator('.translation-original')).toHaveCount(0);
  await page.locator('.localizer .localizer-button').first().click();
  await page.locator('.localizer__locale-code[data-locale="tr"]').first().click();
  await expect(page).toHaveURL(/locale=tr/);
  await expect(page.locator('#field-title')).toHaveValue('');
  const original = page.locator('.field-type.text', { has: page.locator('#field-title') }).locator('.translation-original');
  await expect(original).toContainText('Оригинал на русском:');
  await expect(original.locator('q[lang="ru"]')).toHaveText(TITLE);
  await expect(page.locator('.field-type.textarea', { has: page.locator('#field-excerpt') }).locator('.translation-original q[lang="ru"]')).toHaveText(
    'Анонс для проверки перевода',
  );
  await expect(page.locator('.doc-header__title')).toHaveText(TITLE);
  await expect(page.locator('.doc-header__title')).not.toHaveText(String(newsId));
  await expectNoA11yViolations(page, { include: ['.translation-original'] });

  // The list in Turkish says so: a search for the Russian title finds nothing, and the note tells why.
  await page.goto('/admin/collections/news');
  const note = page.getByTestId('content-language-note');
  await expect(note).toContainText('Язык содержимого: турецкий');
  await expectNoA11yViolations(page, { include: ['[data-testid="content-language-note"]', '.table .translation-status'] });
  await page.locator('#search-filter-input').fill(TITLE);
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('.no-results')).toBeVisible();
  await expect(note).toContainText('Язык содержимого: турецкий');
});
