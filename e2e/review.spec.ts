import { SAMPLE_PDF, SAMPLE_PNG } from '../testing/zip';
import { apiInvestor, loginInModal, mailsTo, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, adminSave, chooseOption, createStaff, type Staff } from './staff-helpers';

/**
 * The staff-review part in Chromium: an investor submits a project and saves a passport (through the API);
 * a reviewer moves the request Pending Review → In review → Accepted with a comment in /admin (Russian UI); the
 * passport turns read-only (API 403, the portal page without a save button), the Projects tab shows the status and
 * the comment; an appeal is answered in /admin and the answer shows in the Appeals tab. The outbox holds exactly one
 * mail to the investor per transition and per answer. axe on the Projects tab with the accepted request.
 */

const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
let reviewer: Staff;
const investor = { email: `review-${stamp}@example.org`, password: 'investor-pass-7' };

/** Exactly `count` mails to `email` since `after`: waits for them, then makes sure no extra one follows. */
async function expectMails(email: string, after: number, count: number, what: string) {
  await expect.poll(() => mailsTo(email, after).length, { message: what, timeout: 15_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mailsTo(email, after), what).toHaveLength(count);
}

let requestId = 0;
let token = '';
let since = 0;

test.beforeAll(async ({ baseURL }) => {
  reviewer = await createStaff('reviewer');
  ({ token } = await apiInvestor(baseURL!, { ...investor, clientIp: CLIENT_IP }));
});

test('a reviewer accepts a request in /admin: the passport turns read-only, the cabinet shows status and comment, one mail per transition', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api/v1${url}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, Language: 'ru', 'X-Forwarded-For': CLIENT_IP, ...init.headers },
    });

  // ── The investor's project and passport (setup through the API) ───────────────────────────
  since = Date.now();
  const submission = new FormData();
  submission.append('title', `Комбинат на проверке ${stamp}`);
  submission.append('description', 'Глубокая переработка древесины');
  submission.append('files[0]', new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }), 'план.pdf');
  const created = await api('/request/create', { method: 'POST', body: submission });
  const createdBody = (await created.json()) as { result: { id: number } };
  expect(created.status, JSON.stringify(createdBody)).toBe(200);
  requestId = createdBody.result.id;

  const passport = new FormData();
  passport.append('company_name', 'ООО «Лес»');
  passport.append('inn', '7707083893');
  passport.append('number_of_jobs_created', '40');
  const saved = await api(`/request/${requestId}/passport`, { method: 'POST', body: passport });
  expect(saved.status, await saved.text()).toBe(200);
  await expectMails(investor.email, since, 1, 'the acknowledgement of the submission, nothing for the passport save');

  // ── The reviewer: Pending Review → In review → Accepted with a comment, in the Russian admin ───
  const staff = await browser.newContext({ locale: 'ru-RU' });
  const admin = await staff.newPage();
  await adminLogin(admin, reviewer);
  await admin.goto('/admin/collections/requests');
  await expect(admin.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(admin.getByRole('link', { name: `Комбинат на проверке ${stamp}` })).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('link', { name: `Комбинат на проверке ${stamp}` }).click();
  await admin.waitForURL(new RegExp(`/admin/collections/requests/${requestId}$`));
  const status = admin.locator('#field-status');
  await expect(status.locator('.rs__single-value')).toHaveText('Ожидает рассмотрения');

  await chooseOption(admin, '#field-status', 'На рассмотрении');
  await adminSave(admin, 'requests', requestId);
  await expectMails(investor.email, since, 2, 'one mail for Pending Review → In review');

  await admin.reload();
  await expect(status.locator('.rs__single-value')).toHaveText('На рассмотрении');
  const comment = `Проект принят, ждём вас на встрече ${stamp}`;
  await chooseOption(admin, '#field-status', 'Принята');
  await admin.locator('#field-reviewComment').fill(comment);
  await adminSave(admin, 'requests', requestId);
  await expectMails(investor.email, since, 3, 'one mail for In review → Accepted');

  await admin.reload();
  await expect(status.locator('.rs__single-value')).toHaveText('Принята');
  await expect(admin.locator('#field-reviewComment')).toHaveValue(comment);
  await staff.close();

  // ── The passport is read-only now: the API refuses, the page has no save button ───────────
  const after = await api(`/request/${requestId}/passport`);
  const afterBody = (await after.json()) as { result: { editable: boolean; requestStatus: string; data: Record<string, unknown> } };
  expect(after.status).toBe(200);
  expect(afterBody.result).toMatchObject({ editable: false, requestStatus: 'accepted' });
  expect(afterBody.result.data.company_name).toBe('ООО «Лес»');
  const refused = new FormData();
  refused.append('company_name', 'Поздно');
  expect((await api(`/request/${requestId}/passport`, { method: 'POST', body: refused })).status).toBe(403);

  // ── The cabinet: the Projects tab shows the status and the comment ─────────────────────────
  await loginInModal(page, investor.email, investor.password);
  await page.goto('/profile?tab=projects');
  const card = page.getByTestId('projects-tab').getByTestId(`request-${requestId}`);
  await expect(card.getByTestId('status-badge')).toHaveText(/Принята/);
  await expect(card.getByTestId('review-comment')).toContainText(comment);
  await expectNoA11yViolations(page);

  await card.getByTestId('passport-link').click();
  await expect(page).toHaveURL(new RegExp(`/passport/${requestId}$`));
  await expect(page.getByTestId('passport-read-only-notice')).toBeVisible();
  await expect(page.getByTestId('passport')).toContainText('ООО «Лес»');
  await expect(page.getByTestId('passport-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сохранить паспорт' })).toHaveCount(0);
  await expectMails(investor.email, since, 3, 'nothing more mailed while the investor looks');
});

test('a reviewer answers an appeal in /admin; the answer shows in the Appeals tab, one mail for it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  since = Date.now();
  const appeal = new FormData();
  const text = `Когда можно обсудить площадку? ${stamp}`;
  appeal.append('message', text);
  appeal.append('agreement', 'true');
  appeal.append('file[0]', new Blob([new Uint8Array(SAMPLE_PNG)], { type: 'image/png' }), 'карта.png');
  const sent = await fetch(`${baseURL}/api/v1/message/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Language: 'ru', 'X-Forwarded-For': CLIENT_IP },
    body: appeal,
  });
  const sentBody = (await sent.json()) as { result: { id: number } };
  expect(sent.status, JSON.stringify(sentBody)).toBe(200);
  const appealId = sentBody.result.id;
  await expectMails(investor.email, since, 1, 'the acknowledgement of the appeal, nothing else');

  const staff = await browser.newContext({ locale: 'ru-RU' });
  const admin = await staff.newPage();
  await adminLogin(admin, reviewer);
  await admin.goto(`/admin/collections/appeals/${appealId}`);
  await expect(admin.locator('#field-message')).toHaveValue(text, { timeout: 30_000 });
  await expect(admin.locator('#field-status .rs__single-value')).toHaveText('Новое');
  const answer = `Приходите во вторник в 10:00 ${stamp}`;
  await admin.locator('#field-answer').fill(answer);
  await adminSave(admin, 'appeals', appealId);
  await expectMails(investor.email, since, 2, 'one mail for the answer');
  await admin.reload();
  await expect(admin.locator('#field-status .rs__single-value')).toHaveText('Получен ответ');
  await staff.close();

  await loginInModal(page, investor.email, investor.password);
  await page.goto('/profile?tab=appeals');
  const card = page.getByTestId('appeals-tab').getByTestId(`appeal-${appealId}`);
  await expect(card).toContainText(text);
  // The badge reads «Статус: Получен ответ» to a screen reader (a hidden prefix) and shows the cabinet's one name.
  await expect(card.getByTestId('status-badge')).toHaveText(/^(Статус: )?Получен ответ$/);
  await expect(card.getByTestId('appeal-answer')).toContainText(answer);
  await expectMails(investor.email, since, 2, 'still one mail for the answer');
});
