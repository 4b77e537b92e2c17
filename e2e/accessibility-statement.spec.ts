import { apiInvestor, loginInModal, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, localePath, messages, test, waitForHydration, type Locale } from './fixtures';

/** The accessibility statement: four locales, linked from the footer; its report form creates an appeal. */
const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });

type Statement = { report: { title: string; guest: string }; standards: { title: string }; testing: { title: string }; limitations: { title: string } };
const statement = (locale: Locale) => messages[locale].accessibilityStatement as Statement;
const SECTIONS = ['standards', 'testing', 'mode', 'limitations', 'contact', 'report'];

for (const locale of ['ru', 'en'] as const) {
  test(`the statement in ${locale}: one h1, breadcrumbs, its sections, the standards it names; axe finds nothing`, async ({ page }) => {
    const response = await page.goto(localePath(locale, '/accessibility'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(messages[locale].routes.accessibility!);
    await expect(page.locator('nav.breadcrumbs')).toContainText(messages[locale].common.home);
    const body = page.getByTestId('accessibility-statement');
    for (const section of SECTIONS) await expect(body.getByTestId(`a11y-${section}`).locator('h2')).toBeVisible();
    await expect(body.getByTestId('a11y-standards')).toContainText(/WCAG\W*2\.2/);
    await expect(body.getByTestId('a11y-standards')).toContainText('52872-2019');
    await expect(body.getByTestId('a11y-standards')).toContainText('102');
    await waitForHydration(page);
    // A guest is asked to log in first (POST /message/send needs a confirmed account).
    await expect(page.getByTestId('a11y-report-guest')).toContainText(statement(locale).report.guest);
    await expectNoA11yViolations(page);
  });
}

test('the footer links to the statement', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('site-footer').getByRole('link', { name: messages.ru.routes.accessibility!, exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.locator('h1')).toHaveText(messages.ru.routes.accessibility!);
});

test('an investor reports a problem from the statement: it becomes an appeal to the agency', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = `a11y-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'investor-pass-7';
  const { token } = await apiInvestor(baseURL!, { email, password, clientIp: CLIENT_IP });
  await loginInModal(page, email, password);

  await page.goto('/accessibility');
  await waitForHydration(page);
  const form = page.getByTestId('a11y-report-form');
  await expect(form).toBeVisible();
  const text = `Кнопка «Найти» на странице событий не читается экранным диктором (${Date.now()})`;
  await form.locator('#appeal-message').fill(text);
  await form.locator('#appeal-agreement').check();
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(page.getByTestId('appeal-success-modal')).toBeVisible();

  const response = await fetch(`${baseURL}/api/v1/message/list?page=1&limit=10`, {
    headers: { Authorization: `Bearer ${token}`, Language: 'ru', 'X-Forwarded-For': CLIENT_IP },
  });
  const { success, result } = (await response.json()) as { success: boolean; result: { items: { message: string; status: string }[] } };
  expect(success).toBe(true);
  expect(result.items.map((item) => item.message)).toContain(text);
});
