import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_PDF } from '../testing/zip';
import { logInContext, mailsTo, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, adminSave, chooseOption, createStaff } from './staff-helpers';

/**
 * The agency keeps its promise, in Chromium: a guest's project is acknowledged at once by e-mail with its reference
 * and due date; an investor's appeal is taken by a reviewer in the /admin queue, who writes an internal note and
 * asks for a clarification from the edit view's thread panel; the investor replies with a file in the cabinet; the
 * reviewer answers. The cabinet then shows the status timeline and the whole thread — and the note nowhere.
 * Setup that is not under test (the submissions themselves) goes through the API.
 */

const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });
test.describe.configure({ mode: 'serial' });

const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? 'var/outbox');
const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const CURATOR = 'Ангелина';

/** The plain-text part of an outbox mail (base64 or quoted-printable), as UTF-8. */
function plainText(file: string): string {
  const raw = fs.readFileSync(path.join(OUTBOX, file), 'latin1');
  const part = /Content-Type: text\/plain[^\r\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) return '';
  const [, encoding, body] = part;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A Krasnoyarsk calendar date written out in Russian, as the mails and the cabinet show it («4 декабря 2026 г.»). */
const russianDate = (date: string) => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

test('a guest’s project is acknowledged at once: the outbox holds the mail with its reference and due date', async ({ baseURL }) => {
  const email = `guest-promise-${stamp}@example.org`;
  const since = Date.now() - 1000;
  const project = new FormData();
  project.append('title', `Лесопильный цех ${stamp}`);
  project.append('description', 'Переработка древесины в Канске');
  project.append('name', 'Пётр Гость');
  project.append('email', email);
  project.append('phone', '+7 391 200-10-20');
  project.append('consent', 'true');
  project.append('files[0]', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'бизнес-план.pdf');
  const created = await fetch(`${baseURL}/api/v1/request/create`, { method: 'POST', headers: { Language: 'ru', 'X-Forwarded-For': CLIENT_IP }, body: project });
  const body = (await created.json()) as { result: { reference: string; dueDate: string } };
  expect(created.status, JSON.stringify(body)).toBe(200);
  const { reference, dueDate } = body.result;
  expect(reference).toMatch(/^ИП-\d{4}-\d{6}$/);
  expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await expect.poll(() => mailsTo(email, since).length, { timeout: 15_000 }).toBe(1);
  const mail = plainText(mailsTo(email, since)[0]!);
  expect(mail).toContain(reference);
  expect(mail).toContain(`Лесопильный цех ${stamp}`);
  expect(mail).toContain(russianDate(dueDate));
  expect(mail).toContain('Приложен 1 файл.');
});

test('appeal → taken in the queue, a note, a clarification asked → the investor replies with a file → answered: the cabinet shows the timeline and the whole thread, never the note', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const reviewer = await createStaff('reviewer', CURATOR);
  const investor = await logInContext(context, baseURL!, { email: `promise-${stamp}@example.org`, clientIp: CLIENT_IP });
  const question = `Уточните, пожалуйста, кадастровый номер участка ${stamp}`;
  const replyText = `Кадастровый номер 24:50:0000000:123, выписка приложена ${stamp}`;
  const answer = `Участок подходит, ждём вас на встрече ${stamp}`;
  const note = `Внутренняя заметка: проверить обременения ${stamp}`;

  const appeal = new FormData();
  appeal.append('message', `Прошу подобрать участок под склад ${stamp}`);
  appeal.append('agreement', 'true');
  const sent = await fetch(`${baseURL}/api/v1/message/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${investor.token}`, Language: 'ru', 'X-Forwarded-For': CLIENT_IP },
    body: appeal,
  });
  const sentBody = (await sent.json()) as { result: { id: number; reference: string } };
  expect(sent.status, JSON.stringify(sentBody)).toBe(200);
  const { id, reference } = sentBody.result;

  // ── The reviewer takes it in the queue, notes, moves it to review and asks for a clarification ──
  const staff = await browser.newContext({ locale: 'ru-RU' });
  const admin = await staff.newPage();
  await adminLogin(admin, reviewer);
  await admin.goto('/admin/queue');
  const row = admin.locator(`[data-testid="queue-row"][data-reference="${reference}"]`);
  await row.getByRole('button', { name: `Взять себе ${reference}` }).click();
  await expect(row).toContainText(`${CURATOR} (вы)`, { timeout: 30_000 });

  await row.getByRole('link', { name: reference }).click();
  await admin.waitForURL(new RegExp(`/admin/collections/appeals/${id}$`));
  const notes = admin.getByTestId('staff-notes');
  await notes.getByLabel('Новая заметка').fill(note);
  await notes.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(notes).toContainText(note);
  await chooseOption(admin, '#field-status', 'На рассмотрении');
  await adminSave(admin, 'appeals', id);

  const panel = admin.getByTestId('thread-panel');
  await panel.getByLabel('Текст сообщения').fill(question);
  await panel.getByLabel(/Запросить уточнение/).check();
  const asked = admin.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/message/${id}/agency-message`);
  await panel.getByRole('button', { name: 'Отправить инвестору' }).click();
  expect((await asked).status()).toBe(200);
  await expect(admin.locator('#field-status .rs__single-value')).toHaveText('Требуется уточнение', { timeout: 30_000 });

  // ── The investor replies with a file in the cabinet: the thread is open while the agency waits ──
  await page.goto('/profile?tab=appeals');
  const card = page.getByTestId(`appeal-${id}`);
  await expect(card.getByTestId('clarification-notice')).toBeVisible({ timeout: 30_000 });
  const thread = card.getByTestId('item-thread');
  await expect(thread.getByTestId('thread-message')).toHaveCount(2);
  await thread.getByLabel(/Ваше сообщение/).fill(replyText);
  await thread.getByLabel('Файлы').setInputFiles({ name: 'выписка.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await thread.getByRole('button', { name: 'Отправить ответ' }).click();
  await expect(thread.getByText('Ваш ответ отправлен.')).toBeVisible({ timeout: 30_000 });

  // ── The reviewer sees the reply in the thread panel and answers ────────────────────────────
  await admin.reload();
  await expect(panel).toContainText(replyText, { timeout: 30_000 });
  await expect(panel.getByRole('link', { name: 'выписка.pdf' })).toBeVisible();
  await admin.locator('#field-answer').fill(answer);
  await adminSave(admin, 'appeals', id);
  await staff.close();

  // ── The cabinet: timeline with dates, curator, the whole thread; the note nowhere ──────────
  await page.reload();
  await expect(card.getByTestId('status-badge')).toHaveText(/Получен ответ/, { timeout: 30_000 });
  await expect(card.getByTestId('reference')).toHaveText(reference);
  await expect(card.getByTestId('curator')).toHaveText(CURATOR);
  await expect(card.getByTestId('timeline').locator('li .follow-up__status')).toHaveText(['Новое', 'На рассмотрении', 'Требуется уточнение', 'На рассмотрении', 'Получен ответ']);
  await expect(card.getByTestId('timeline').locator('li time')).toHaveCount(5);
  await card.getByRole('button', { name: 'Показать переписку' }).click();
  const messages = card.getByTestId('thread-message');
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(0)).toContainText(`Прошу подобрать участок под склад ${stamp}`);
  await expect(messages.nth(1)).toContainText(question);
  await expect(messages.nth(2)).toContainText(replyText);
  await expect(messages.nth(2).getByRole('link', { name: /выписка\.pdf/ })).toBeVisible();
  await expect(messages.nth(3)).toContainText(answer);
  expect(await messages.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.side))).toEqual(['investor', 'agency', 'investor', 'agency']);
  await expect(page.locator('body')).not.toContainText(note);
  await expectNoA11yViolations(page, { include: [`[data-testid="appeal-${id}"]`] });

  // Nor in what the investor's API gives.
  const auth = { headers: { Authorization: `Bearer ${investor.token}`, 'X-Forwarded-For': CLIENT_IP } };
  for (const url of [`/message/${id}/thread`, '/message/list']) {
    const text = await (await fetch(`${baseURL}/api/v1${url}`, auth)).text();
    expect(text).toContain(answer);
    expect(text).not.toContain(note);
  }
});
