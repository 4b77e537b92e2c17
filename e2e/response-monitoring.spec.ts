import { expect, expectNoA11yViolations, localePath, messages, test } from './fixtures';
import { adminLogin, createStaff } from './staff-helpers';

/**
 * Response-time monitoring and the staff's work queue: the public monitoring page (reached from the direct-line
 * page) in Russian and Chinese, with its tables and chart, under axe; in /admin a reviewer sees an overdue project
 * first in the queue, filters it and takes an item for themselves.
 */

const MONITORING = '/liniya-pryamih-obrasheniy/monitoring';

type MonitoringTexts = { directLine: { monitoring: string }; monitoring: { summaryTitle: string; monthsTitle: string; chartTitle: string; kinds: { appeals: string } } };
const ru = messages.ru as unknown as MonitoringTexts;
const zh = messages.zh as unknown as MonitoringTexts;

test('the monitoring page in ru (from the direct line) and zh: figures, chart and tables, no axe violations', async ({ page }) => {
  await page.goto('/liniya-pryamih-obrasheniy');
  await page.getByRole('link', { name: ru.directLine.monitoring }).click();
  await expect(page).toHaveURL(new RegExp(`${MONITORING}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ru.routes.directLineMonitoring!);
  await expect(page.getByRole('table', { name: ru.monitoring.summaryTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: ru.monitoring.chartTitle })).toBeVisible();
  await expect(page.getByRole('table', { name: ru.monitoring.monthsTitle }).locator('tbody')).not.toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto(localePath('zh', MONITORING));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.zh.routes.directLineMonitoring!);
  await expect(page.getByRole('table', { name: zh.monitoring.summaryTitle }).getByRole('rowheader', { name: zh.monitoring.kinds.appeals })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a reviewer sees the overdue project first in the queue, filters the queue and takes the project', async ({ page, request }) => {
  test.setTimeout(180_000);
  const reviewer = await createStaff('reviewer');
  // A guest's project received now (not overdue); the demo content's projects include overdue ones (cms/seed).
  const created = await request.post('/api/v1/request/create', {
    headers: { Language: 'ru' },
    multipart: {
      title: `Очередь ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
      name: 'Гость Очереди',
      email: 'queue-guest@example.org',
      phone: '+7 999 000-00-00',
      consent: 'true',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { reference: fresh } = ((await created.json()) as { result: { reference: string } }).result;

  await adminLogin(page, reviewer);
  // The navigation leads to the queue (the side menu may be folded away at this width, so the link is followed by address).
  await expect(page.locator('nav a[href="/admin/queue"]')).toHaveText('Очередь обращений');
  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Очередь: открытые заявки и обращения');
  const queue = page.getByTestId('work-queue');
  const rows = queue.getByTestId('queue-row');
  const row = (reference: string) => queue.locator(`[data-testid="queue-row"][data-reference="${reference}"]`);
  // Sorted by due date: an overdue project heads the queue with the mark; the fresh one has none.
  await expect(rows.first()).toHaveAttribute('data-overdue', 'true');
  const overdue = (await rows.first().getAttribute('data-reference'))!;
  expect(overdue).toMatch(/^ИП-\d{4}-\d{6}$/);
  await expect(row(overdue)).toContainText('Просрочено');
  await expect(row(fresh)).toHaveAttribute('data-overdue', 'false');
  await expect(row(overdue).getByRole('link', { name: overdue })).toHaveAttribute('href', /\/admin\/collections\/requests\/\d+$/);

  await page.getByLabel('Показать').selectOption('overdue');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(row(overdue)).toBeVisible();
  await expect(row(fresh)).toHaveCount(0);
  await expect(rows.filter({ has: page.locator('[data-overdue="false"]') })).toHaveCount(0);

  const assigned = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/cms\/requests\/\d+/.test(r.url()));
  await row(overdue).getByRole('button', { name: `Взять себе ${overdue}` }).click();
  expect((await assigned).status()).toBe(200);
  await expect(row(overdue)).toContainText('(вы)');

  await page.getByLabel('Показать').selectOption('mine');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(rows).toHaveCount(1);
  await expect(row(overdue)).toBeVisible();
  await page.getByLabel('Показать').selectOption('unassigned');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(row(fresh)).toBeVisible();
  await expect(row(overdue)).toHaveCount(0);
  await expectNoA11yViolations(page, { include: ['[data-testid="work-queue"]', 'form[role="search"]'] });
});
