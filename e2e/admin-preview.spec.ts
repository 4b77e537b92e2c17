import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, adminSave, createStaff, type Staff } from './staff-helpers';

/**
 * The back office's live preview: an editor changes a published news item's title as a draft (saved, not published),
 * opens the preview beside the form and sees the draft rendered by the portal's own news page — at a phone's width
 * too, in the content language being edited, and again after the next save — while the public page and the API
 * keep the published title. The preview is nobody else's: a guest gets 404, and its answer is neither cached nor
 * indexed.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
let editor: Staff;
let news: { id: number; slug: string; title: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  editor = await createStaff('editor');
  const answer = await request.get('/api/v1/news?limit=100', { headers: { Language: 'ru' } });
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { items: Array<{ id: number; slug: string; title: string }> } };
  // The demo seed's first news item (the lowest id): never one another spec publishes and deletes meanwhile.
  news = [...result.items].sort((a, b) => a.id - b.id)[0]!;
  expect(news, 'the demo seed has published news').toBeTruthy();
});

/** The draft PATCH the admin sends for «Сохранить черновик». */
async function saveDraft(page: import('@playwright/test').Page) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/cms/news/${news.id}` && r.url().includes('draft=true'),
    { timeout: 30_000 },
  );
  await page.locator('#action-save-draft').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
}

test('an editor previews a draft title beside the form; the public page keeps the published one', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const draftTitle = `Черновик заголовка ${stamp}`;
  await adminLogin(page, editor);
  await page.goto(`/admin/collections/news/${news.id}`);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(news.title);
  await title.fill(draftTitle);
  await saveDraft(page);

  try {
    // The live preview: the portal's preview page of this item in Russian, framed beside the form.
    await page.locator('#live-preview-toggler').click();
    const iframe = page.locator('iframe#live-preview-iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`/preview/news/${news.id}$`));
    const frame = page.frameLocator('iframe#live-preview-iframe');
    await expect(frame.locator('h1')).toHaveText(draftTitle, { timeout: 30_000 });
    await expect(frame.getByTestId('preview-notice')).toContainText('Предпросмотр черновика');
    await expect(frame.getByTestId('news-article')).toBeVisible();

    // At a phone's width: the page inside the frame is laid out for 390 px.
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
    await page.locator('.popup-button-list button', { hasText: 'Телефон, 390 px' }).click();
    const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
    await expect.poll(frameWidth).toBe(390);
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
    await page.locator('.popup-button-list button', { hasText: 'Компьютер, 1440 px' }).click();
    await expect.poll(frameWidth).toBe(1440);

    // The next save renders the preview again on the server, without reopening it.
    const secondTitle = `${draftTitle} (правка)`;
    await title.fill(secondTitle);
    await saveDraft(page);
    await expect(frame.locator('h1')).toHaveText(secondTitle, { timeout: 30_000 });
    await expectNoA11yViolations(page, { include: ['.live-preview-window'] });

    // A visitor's page and the provider API: still the published title.
    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      await visitor.goto(`/news/${news.slug}`);
      await expect(visitor.locator('h1')).toHaveText(news.title);
      await expect(visitor.locator('body')).not.toContainText(stamp);
      const api = await guest.request.get(`/api/v1/news/${news.id}`, { headers: { Language: 'ru' } });
      expect(((await api.json()) as { result: { title: string } }).result.title).toBe(news.title);
    } finally {
      await guest.close();
    }

    // Another content language: the preview follows it (its untranslated texts marked as Russian, as on the portal).
    await page.goto(`/admin/collections/news/${news.id}?locale=en`);
    await expect(page.locator('iframe#live-preview-iframe')).toHaveAttribute('src', new RegExp(`/en/preview/news/${news.id}$`));
    await expect(page.frameLocator('iframe#live-preview-iframe').locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    // The demo item as it was: its published title, published again as the latest version.
    await page.goto(`/admin/collections/news/${news.id}?locale=ru`);
    await page.locator('#field-title').fill(news.title);
    await adminSave(page, 'news', news.id);
  }
});

test('the preview answer is private, never stored and not indexed; its page passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await adminLogin(page, editor);
  const answer = await page.request.get(`/preview/news/${news.id}`);
  expect(answer.status()).toBe(200);
  const cacheControl = answer.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('private');
  expect(cacheControl).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await answer.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const data = await page.request.get(`/api/preview/news/${news.id}`, { headers: { Language: 'ru' } });
  expect(data.status()).toBe(200);
  expect(data.headers()['cache-control']).toBe('private, no-store');

  await page.goto(`/preview/news/${news.id}`);
  await expect(page.getByTestId('preview-notice')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a guest gets 404 from the preview page and its data, in every language', async ({ request }) => {
  for (const path of [`/preview/news/${news.id}`, `/en/preview/news/${news.id}`, `/zh/preview/events/1`, `/preview/production-sites/1`]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(answer.headers()['cache-control'] ?? '', path).toContain('no-store');
    expect(await answer.text(), path).not.toContain('preview-notice');
  }
  const data = await request.get(`/api/preview/news/${news.id}`);
  expect(data.status()).toBe(404);
  expect(data.headers()['cache-control']).toBe('private, no-store');
  // A forged session cookie is no session.
  const forged = await request.get(`/api/preview/news/${news.id}`, { headers: { Cookie: 'payload-token=forged' } });
  expect(forged.status()).toBe(404);
});
