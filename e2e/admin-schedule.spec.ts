import { request } from '@playwright/test';
import { randomClientIp } from './accounts-helpers';
import { E2E_ADMIN } from './e2e-admin';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, createStaff, deleteAsAdmin, type Staff } from './staff-helpers';

/**
 * Scheduled publishing in the Russian back office: an editor saves a draft news item, opens «Запланировать» beside the
 * publish button, picks a date and time a minute or two ahead in the back office's 24-hour format, and the jobs queue
 * publishes the item at that time — not before — on the public API and the news list. The editor works in Krasnoyarsk
 * time, as the agency's editors do.
 */
const ZONE = 'Asia/Krasnoyarsk';
test.use({ timezoneId: ZONE });

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const baseURL = () => `http://localhost:${process.env.E2E_PORT || 3100}`;
let editor: Staff;

test.beforeAll(async () => {
  editor = await createStaff('editor');
});

/** «28 ноября 2026, 09:05» in the editor's time zone: the date field's own format (cms/fields/admin-defaults.ts). */
function adminDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** The news item's scheduled jobs as the queue holds them, read by the e2e administrator. */
async function scheduledJobs(newsId: string): Promise<{ waitUntil: string; input: { type: string } }[]> {
  const api = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp(), Origin: baseURL() } });
  try {
    const login = await api.post('/api/cms/staff/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const answer = await api.get('/api/cms/payload-jobs', {
      headers: { Authorization: `JWT ${token}` },
      params: { 'where[taskSlug][equals]': 'schedulePublish', depth: '0', limit: '100' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { docs } = (await answer.json()) as { docs: { waitUntil: string; input: { type: string; doc?: { value: string } } }[] };
    return docs.filter((job) => String(job.input.doc?.value) === newsId);
  } finally {
    await api.dispose();
  }
}

test('an editor schedules a draft news item and the jobs queue publishes it at that time', async ({ page }) => {
  test.setTimeout(360_000);
  const title = `Новость по расписанию ${stamp}`;
  await adminLogin(page, editor);

  await page.goto('/admin/collections/news/create');
  await page.locator('#field-title').fill(title);
  await page.locator('#field-excerpt').fill('Анонс новости, опубликованной по расписанию.');
  await page.locator('#action-save-draft').click();
  await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });
  const newsId = /\/admin\/collections\/news\/(\d+)/.exec(page.url())![1]!;

  try {
    const open = page.locator('#portal-schedule-open');
    await expect(open).toHaveText('Запланировать');
    await open.click();
    const drawer = page.locator('.portal-schedule').filter({ has: page.locator('.portal-schedule__header') });
    const heading = drawer.locator('.portal-schedule__header h2');
    await expect(heading).toHaveText(`Публикация по расписанию: ${title}`);
    await expect(drawer.getByRole('radio', { name: 'Опубликовать' })).toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Снять с публикации' })).not.toBeChecked();
    await expect(drawer).toContainText('Ничего не запланировано.');
    await expect(drawer.getByText(/часовому поясу вашего компьютера \(.*Красноярск/)).toBeVisible();

    // The picker: a Russian calendar and a 24-hour time list with a Russian caption.
    const when = drawer.getByLabel('Дата и время');
    await when.click();
    await expect(page.locator('.react-datepicker__day-names')).toContainText('пн');
    await expect(page.locator('.react-datepicker__header--time')).toHaveText('Время');
    await expect(page.locator('.react-datepicker')).not.toContainText(/\b(ДП|ПП|AM|PM)\b/);
    await expectNoA11yViolations(page, { include: ['.portal-schedule'] });

    // A minute or two ahead, typed in the field's own format (the list steps by five minutes).
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await when.fill(adminDateTime(at));
    await heading.click();
    await expect(when).toHaveValue(adminDateTime(at));
    await expect(when).toHaveValue(/^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}$/);
    await drawer.locator('#portal-schedule-save').click();
    await expect(page.locator('.payload-toast-container')).toContainText('Запланировано.');

    const planned = drawer.locator('.portal-schedule__upcoming tbody tr');
    await expect(planned).toHaveCount(1);
    await expect(planned).toContainText('Опубликовать');
    await expect(planned).toContainText(adminDateTime(at));
    await expect(planned).toContainText('Все языки');
    await expectNoA11yViolations(page, { include: ['.portal-schedule'] });

    // The job waits in the queue for exactly that time.
    const jobs = await scheduledJobs(newsId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.input.type).toBe('publish');
    expect(new Date(jobs[0]!.waitUntil).getTime()).toBe(at.getTime());

    // Not on the site before its time; published by the queue within a minute after it, and never seen early.
    const seenAt: number[] = [];
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/v1/news/${newsId}`);
          if (answer.status() === 200) seenAt.push(Date.now());
          return answer.status();
        },
        { timeout: 240_000, intervals: [3_000] },
      )
      .toBe(200);
    expect(seenAt[0]!).toBeGreaterThanOrEqual(at.getTime());
    await expect
      .poll(async () => (await page.request.get('/news')).text(), { timeout: 60_000, intervals: [3_000] })
      .toContain(title);
    expect(await scheduledJobs(newsId)).toEqual([]);
  } finally {
    await deleteAsAdmin('news', newsId);
  }
});
