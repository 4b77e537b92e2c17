import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, createStaff, type Staff } from './staff-helpers';

/**
 * The live preview of a single page (a Payload global with drafts): an editor changes the lead of the project
 * implementation algorithm's page as a draft in the Russian back office, sees it in the preview beside the form — the
 * portal's own page of it, at a phone's and a desktop's width — while visitors and the API keep the published lead;
 * after «Опубликовать изменения» the public page shows the new lead. A guest gets 404 from the page's preview.
 */
const SLUG = 'project-implementation-algorithm';
const PUBLIC_PATH = '/investicionniy-standard/algorithm-realizacii-proekta';
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
let editor: Staff;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createStaff('editor');
});

/** Saves the global being edited in /admin (a draft, or a publish) and waits for the server to accept it. */
async function saveGlobal(page: Page, { draft }: { draft: boolean }) {
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === `/api/cms/globals/${SLUG}` &&
      r.url().includes('draft=true') === draft,
    { timeout: 30_000 },
  );
  await page.locator(draft ? '#action-save-draft' : '#action-save').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
}

/** The lead a visitor sees on the public page and gets from the API. */
async function publicLead(page: Page): Promise<{ shown: string; api: string }> {
  await page.goto(PUBLIC_PATH);
  const shown = (await page.locator('.page-lead').first().textContent())?.trim() ?? '';
  const answer = await page.request.get(`/api/v1/${SLUG}`, { headers: { Language: 'ru' } });
  const api = ((await answer.json()) as { result: { lead: string } }).result.lead;
  return { shown, api };
}

test('an editor previews a page draft beside the form; it goes public when published', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await adminLogin(page, editor);
  await page.goto(`/admin/globals/${SLUG}`);
  const lead = page.locator('#field-lead');
  await expect(lead).not.toHaveValue('');
  const original = await lead.inputValue();
  const draftLead = `Черновик вводного абзаца ${stamp}`;

  try {
    await lead.fill(draftLead);
    await saveGlobal(page, { draft: true });

    // The live preview: the portal's page of the draft in Russian, framed beside the form.
    await page.locator('#live-preview-toggler').click();
    const iframe = page.locator('iframe#live-preview-iframe');
    await expect(iframe).toHaveAttribute('src', new RegExp(`/preview/page/${SLUG}$`));
    const frame = page.frameLocator('iframe#live-preview-iframe');
    await expect(frame.locator('.page-lead')).toHaveText(draftLead, { timeout: 30_000 });
    await expect(frame.getByTestId('preview-notice')).toContainText('Предпросмотр черновика');
    await expect(frame.getByTestId('algorithm-steps')).toBeVisible();
    await expect(frame.locator('h1')).toHaveText('Алгоритм реализации проекта');

    // At a phone's and a desktop's width.
    const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
    await page.locator('.popup-button-list button', { hasText: 'Телефон, 390 px' }).click();
    await expect.poll(frameWidth).toBe(390);
    await expect(frame.locator('.page-lead')).toHaveText(draftLead);
    await page.screenshot({ path: test.info().outputPath('page-preview-390.png'), fullPage: false });
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
    await page.locator('.popup-button-list button', { hasText: 'Компьютер, 1440 px' }).click();
    await expect.poll(frameWidth).toBe(1440);
    await page.screenshot({ path: test.info().outputPath('page-preview-1440.png'), fullPage: false });
    await expectNoA11yViolations(page, { include: ['.live-preview-window'] });

    // The next draft save renders the preview again, without reopening it.
    const secondLead = `${draftLead} (правка)`;
    await lead.fill(secondLead);
    await saveGlobal(page, { draft: true });
    await expect(frame.locator('.page-lead')).toHaveText(secondLead, { timeout: 30_000 });

    // Visitors and the API: still the published lead.
    expect(await publicLead(visitor)).toEqual({ shown: original, api: original });
    await expect(visitor.locator('body')).not.toContainText(stamp);

    // Published: the public page and the API show the new lead.
    await saveGlobal(page, { draft: false });
    await expect.poll(async () => publicLead(visitor), { timeout: 30_000 }).toEqual({ shown: secondLead, api: secondLead });
    await visitor.screenshot({ path: test.info().outputPath('page-published.png'), fullPage: false });
  } finally {
    // The demo page as it was: its lead published again.
    await page.goto(`/admin/globals/${SLUG}`);
    await page.locator('#field-lead').fill(original);
    await saveGlobal(page, { draft: false });
    await expect.poll(async () => (await publicLead(visitor)).shown, { timeout: 30_000 }).toBe(original);
    await guest.close();
  }
});

test('the page preview is private, never stored and not indexed; it passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await adminLogin(page, editor);
  const answer = await page.request.get(`/preview/page/${SLUG}`);
  expect(answer.status()).toBe(200);
  const cacheControl = answer.headers()['cache-control'] ?? '';
  expect(cacheControl).toContain('private');
  expect(cacheControl).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await answer.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  for (const path of [`/preview/page/${SLUG}`, '/en/preview/page/about-region']) {
    await page.goto(path);
    await expect(page.getByTestId('preview-notice')).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a guest gets 404 from a page preview and its data, in every language', async ({ request }) => {
  for (const path of [`/preview/page/${SLUG}`, '/en/preview/page/about-region', '/tr/preview/page/arctic', '/zh/preview/page/techno-valley']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(answer.headers()['cache-control'] ?? '', path).toContain('no-store');
    expect(await answer.text(), path).not.toContain('preview-notice');
  }
  const data = await request.get(`/api/preview/page/${SLUG}`);
  expect(data.status()).toBe(404);
  expect(data.headers()['cache-control']).toBe('private, no-store');
});
