import { expect, test } from '@playwright/test';
import { adminLogin, createStaff, type Staff } from './staff-helpers';

/**
 * A staff editor writes and publishes a news item in the back office, and it reaches
 * GET /api/v1/news and the portal's news list within seconds, with no restart (cache tags are
 * expired by Payload's afterChange hook). The editor is created through the Local API script,
 * against the same database as the server under test (same environment).
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
let editor: Staff;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createStaff('editor');
});

test('an editor publishes news in /admin; it shows in the API and on /news within seconds', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `Новость из админки ${stamp}`;

  await adminLogin(page, editor);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/admin/collections/news/create');
  await page.waitForLoadState('networkidle');
  await page.locator('#field-title').fill(title);
  await page.locator('#field-excerpt').fill('Анонс новости, опубликованной в тесте.');
  const publish = page.locator('#action-save');
  await expect(publish).toBeEnabled();
  await publish.click();
  await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });

  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/news?page=1&limit=20', { headers: { Language: 'ru' } });
        const body = (await response.json()) as { result: { items: Array<{ title: string }> } };
        return body.result.items.map((item) => item.title);
      },
      { timeout: 10_000, intervals: [250, 500, 1000] },
    )
    .toContain(title);

  // The news list was cached (fetch tags); the publish expired the `news` tag, so the page is fresh.
  await page.goto('/news');
  await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 10_000 });
});
