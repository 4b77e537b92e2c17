import { request } from '@playwright/test';
import { randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, createStaff, deleteAsAdmin, type Staff } from './staff-helpers';

/**
 * A news item's version history in the Russian back office: two editors save it in three content languages, and the
 * versions tab lists each version newest first with its date and time (the back office's 24-hour Russian format, in
 * Krasnoyarsk time), the author's name — a colleague's too, whose account an editor may not open — the status and
 * the language of the edit; «Сравнить» opens Payload's own comparison of that version, which names the authors too, as
 * does the document's sidebar. Axe on the history.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const TITLE = `История версий ${stamp}`;
const ANNA = `Анна ${stamp}`;
const BORIS = `Борис ${stamp}`;
let anna: Staff;
let boris: Staff;
let newsId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  anna = await createStaff('editor', ANNA);
  boris = await createStaff('editor', BORIS);
});

test.afterAll(async () => {
  if (newsId !== undefined) await deleteAsAdmin('news', newsId);
});

/** «28 ноября 2026, 09:05»: the moment in Krasnoyarsk time, the way the back office writes dates. */
function krasnoyarsk(iso: string): string {
  const zone = { timeZone: 'Asia/Krasnoyarsk' } as const;
  const day = new Intl.DateTimeFormat('ru-RU', { ...zone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)).replace(/\s*г\.$/, '');
  const time = new Intl.DateTimeFormat('ru-RU', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return `${day}, ${time}`;
}

test('the versions tab names the author, status and language of each version and links to the comparison', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await adminLogin(page, anna);
  const origin = new URL(page.url()).origin;

  // Anna writes the item in Russian and then its Turkish title, both as drafts (her session, from the admin's origin).
  const created = await page.request.post('/api/cms/news?locale=ru&depth=0&draft=true', {
    headers: { Origin: origin },
    data: { title: TITLE, publishedAt: new Date().toISOString(), _status: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  newsId = ((await created.json()) as { doc: { id: number } }).doc.id;
  const turkish = await page.request.patch(`/api/cms/news/${newsId}?locale=tr&depth=0&draft=true`, {
    headers: { Origin: origin },
    data: { title: `Sürüm geçmişi ${stamp}`, _status: 'draft' },
  });
  expect(turkish.status(), await turkish.text()).toBe(200);

  // Boris publishes it with its English title from his own session.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp(), Origin: origin } });
  try {
    const login = await api.post('/api/cms/staff/login', { data: boris });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const published = await api.patch(`/api/cms/news/${newsId}?locale=en&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: `Version history ${stamp}`, _status: 'published' },
    });
    expect(published.status(), await published.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  await page.goto(`/admin/collections/news/${newsId}/versions`);
  const history = page.getByTestId('version-history');
  await expect(history).toBeVisible();
  const table = history.getByRole('table', { name: 'Версии документа, сначала новые: 3' });
  await expect(table).toBeVisible();
  await expect(table.locator('thead th')).toHaveText(['Сохранено (по красноярскому времени)', 'Автор', 'Статус', 'Язык правки', 'Сравнение']);

  const rows = history.getByTestId('version-row');
  await expect(rows).toHaveCount(3);
  const expected = [
    [BORIS, 'Опубликовано (действует на сайте)', 'английский'],
    [ANNA, 'Черновик', 'турецкий'],
    [ANNA, 'Черновик', 'русский'],
  ];
  for (const [index, [author, status, language]] of expected.entries()) {
    const cells = rows.nth(index).locator('td');
    await expect(cells.nth(1)).toHaveText(author!);
    await expect(cells.nth(2)).toHaveText(status!);
    await expect(cells.nth(3)).toHaveText(language!);
    const time = cells.nth(0).locator('time');
    const iso = await time.getAttribute('datetime');
    expect(iso).toBeTruthy();
    await expect(time).toHaveText(krasnoyarsk(iso!));
    await expect(time).toHaveText(/^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}$/);
  }

  await expectNoA11yViolations(page, { include: ['[data-testid="version-history"]'] });

  const publishedCompare = await rows.nth(0).getByRole('link', { name: /^Сравнить версию от / }).getAttribute('href');

  // The Turkish draft's «Сравнить» opens Payload's comparison of that version.
  const compare = rows.nth(1).getByRole('link', { name: /^Сравнить версию от / });
  const href = await compare.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/admin/collections/news/${newsId}/versions/\\d+$`));
  await compare.click();
  await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${newsId}/versions/\\d+$`));
  await expect(page.locator('.view-version')).toBeVisible();

  // Boris's published version beside Anna's draft before it: the authors by name, not Payload's «ID: 5» for an account
  // Anna may not open.
  await page.goto(publishedCompare!);
  const authors = page.locator('.edited-by-diff');
  await expect(authors).toContainText(ANNA);
  await expect(authors).toContainText(BORIS);
  await expect(authors).not.toContainText('ID');
  // And the languages of the two edits by name.
  const languages = page.locator('.edited-locale-diff');
  await expect(languages).toContainText('турецкий');
  await expect(languages).toContainText('английский');

  // The document's sidebar names the colleague who saved it last.
  await page.goto(`/admin/collections/news/${newsId}`);
  const lastEdited = page.getByTestId('edited-by');
  await expect(lastEdited).toContainText('Последнее изменение внёс');
  await expect(lastEdited.locator('.edited-by-field__name')).toHaveText(BORIS);
});

/**
 * A single page (a Payload global) has the same history: the versions of the global, the author's name, the status
 * and the language of each edit, and «Сравнить» opens Payload's comparison of a global's version.
 */
test('a single page’s versions tab names the author, status and language of each version and links to its comparison', async ({ page }) => {
  test.setTimeout(180_000);
  const PAGE = 'techno-valley';
  await adminLogin(page, boris);
  const origin = new URL(page.url()).origin;

  // Boris saves the page in Turkish as a draft, its text unchanged (the page stays as the seed wrote it).
  const saved = await page.request.post(`/api/cms/globals/${PAGE}?locale=tr&depth=0&draft=true`, { headers: { Origin: origin }, data: { _status: 'draft' } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/admin/globals/${PAGE}/versions`);
  const history = page.getByTestId('version-history');
  await expect(history).toBeVisible();
  const rows = history.getByTestId('version-row');
  const newest = rows.first().locator('td');
  await expect(newest.nth(1)).toHaveText(BORIS);
  await expect(newest.nth(2)).toHaveText('Черновик');
  await expect(newest.nth(3)).toHaveText('турецкий');
  // The seed's version was saved by nobody.
  await expect(rows.last().locator('td').nth(1)).toHaveText('Не указан');

  await expectNoA11yViolations(page, { include: ['[data-testid="version-history"]'] });

  const compare = rows.first().getByRole('link', { name: /^Сравнить версию от / });
  expect(await compare.getAttribute('href')).toMatch(new RegExp(`^/admin/globals/${PAGE}/versions/\\d+$`));
  await compare.click();
  await expect(page).toHaveURL(new RegExp(`/admin/globals/${PAGE}/versions/\\d+$`));
  await expect(page.locator('.view-version')).toBeVisible();
  await expect(page.locator('.edited-by-diff')).toContainText(BORIS);
});
