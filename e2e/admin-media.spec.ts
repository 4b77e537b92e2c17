import { readFileSync } from 'node:fs';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, createStaff, deleteAsAdmin, type Staff } from './staff-helpers';

/**
 * The media library in the Russian back office: an editor uploads a picture of their own (the portal's sharing image
 * from the repository, under a name of this run), is told which languages its alt text is still missing in, finds it
 * by its file name in the list with its thumbnail, and walks the grid view with the keyboard. Axe on what the
 * library adds. The picture is deleted afterwards.
 */
const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const FILE_NAME = `proverka-mediateki-${stamp}.png`;
const ALT = `Проверка медиатеки ${stamp}`;
const PICTURE = readFileSync(new URL('../public/og-image.png', import.meta.url));
let editor: Staff;
let mediaId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createStaff('editor');
});

test.afterAll(async () => {
  if (mediaId !== undefined) await deleteAsAdmin('media', mediaId);
});

test('an editor uploads a picture, sees the missing translations, finds it by file name and opens it from the grid by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  await adminLogin(page, editor);

  // The upload form in Russian: the alt text is marked required.
  await page.goto('/admin/collections/media/create?locale=ru');
  await page.locator('input[type="file"]').first().setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: PICTURE });
  const altField = page.locator('.field-type.text', { has: page.locator('#field-alt') });
  await expect(altField.locator('label .required')).toBeVisible();
  await page.locator('#field-alt').fill(ALT);
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cms/media', { timeout: 60_000 });
  await page.locator('#action-save').click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  mediaId = ((await answer.json()) as { doc: { id: number } }).doc.id;

  // The saved picture's form names the languages its description still lacks.
  await page.waitForURL(new RegExp(`/admin/collections/media/${mediaId}`));
  const warning = page.getByTestId('alt-translation-warning');
  await expect(warning).toContainText('Описание не переведено');
  await expect(warning).toContainText('английский, турецкий, китайский');
  await expectNoA11yViolations(page, { include: ['[data-testid="alt-translation-warning"]'] });

  // The list: found by a part of its file name, with its thumbnail and the translation status.
  await page.goto('/admin/collections/media?locale=ru');
  await page.locator('#search-filter-input').fill(`proverka-mediateki-${stamp}`);
  await expect(page).toHaveURL(/search=/);
  const row = page.locator('.table tbody tr', { hasText: FILE_NAME });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.table tbody tr')).toHaveCount(1);
  const thumbnail = row.locator('img').first();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(row.locator('[data-locale="tr"] .translation-status__sr')).toHaveText('турецкий: не переведено');
  // Its size in Russian units under a Russian heading: the picture is 74 879 bytes.
  await expect(page.locator('.table thead th', { hasText: 'Размер файла' })).toHaveCount(1);
  await expect(row.locator('.media-file-size')).toHaveText('73 КБ');

  // The grid, by keyboard: the switch is a pair of toggle buttons, each card one link.
  const gridButton = page.getByRole('button', { name: 'Плитка' });
  await expect(page.getByRole('group', { name: 'Вид списка' })).toBeVisible();
  await expect(gridButton).toHaveAttribute('aria-pressed', 'false');
  await gridButton.focus();
  await page.keyboard.press('Enter');
  await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByTestId('media-grid');
  await expect(grid).toBeVisible();
  await expect(page.locator('.collection-list__tables')).toBeHidden();
  const card = grid.getByRole('link');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(ALT);
  await expect(card).toContainText(FILE_NAME);
  await expect(card).toContainText(/\d+(,\d)? КБ/);
  await expect(card.locator('[data-locale="en"] .translation-status__sr')).toHaveText('английский: не переведено');
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoA11yViolations(page, { include: ['.media-library'] });

  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/admin/collections/media/${mediaId}(\\?|$)`));

  // The chosen view is kept: the list opens in the grid again, and the table comes back with the other button.
  await page.goto(`/admin/collections/media?locale=ru&search=${encodeURIComponent(FILE_NAME)}`);
  await expect(page.getByTestId('media-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Таблица' }).click();
  await expect(page.getByTestId('media-grid')).toHaveCount(0);
  await expect(page.locator('.table tbody tr', { hasText: FILE_NAME })).toBeVisible();
});
