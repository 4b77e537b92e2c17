import { apiInvestor, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { adminLogin, adminSave, createStaff, deleteAsAdmin, type Staff } from './staff-helpers';

/**
 * The back office in Russian as an editor and a reviewer meet it: the agency's emblem and name instead of Payload's,
 * Payload's strings corrected where they did not agree with our labels, dates with a 24-hour clock and a Russian
 * date picker, no «API» tab, a decimal comma in number fields («36,5» ha is 36.5, not 365), an appeal's heading and
 * list naming its sender, readable read-only fields, and axe on each of these screens.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const CLIENT_IP = randomClientIp();
let editor: Staff;
let reviewer: Staff;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  editor = await createStaff('editor');
  reviewer = await createStaff('reviewer');
});

test('the login page shows the agency, not Payload, and passes axe', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const brand = page.locator('.admin-brand');
  await expect(brand).toContainText('Инвестиционный портал Красноярского края');
  await expect(brand).toContainText('Агентство развития инвестиционной деятельности Красноярского края');
  await expect(brand.locator('img')).toHaveAttribute('src', '/images/logo.svg');
  // Payload's own logo is an inline SVG with the class graphic-logo.
  await expect(page.locator('svg.graphic-logo')).toHaveCount(0);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/images\/logo\.svg/);
  await expect(page).toHaveTitle(/Инвестиционный портал Красноярского края/);
  await expectNoA11yViolations(page);
});

test('an editor meets corrected Russian strings, 24-hour dates, a Russian date picker and no API tab', async ({ page }) => {
  test.setTimeout(120_000);
  await adminLogin(page, editor);
  await expect(page.locator('.nav img.admin-brand__icon, .app-header img.admin-brand__icon').first()).toBeVisible();

  await page.goto('/admin/collections/news');
  const search = page.locator('#search-filter-input');
  await expect(search).toHaveAttribute('placeholder', 'Поиск: Заголовок или Адрес страницы');
  // The list's dates: day, genitive month, 24-hour clock; never the American «ноября 18-е 2026, 9:00 ДП».
  const firstDate = page.locator('.cell-publishedAt').first();
  await expect(firstDate).toHaveText(/^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}, \d{2}:\d{2}$/);
  await expect(page.locator('body')).not.toContainText(/\b(ДП|ПП)\b/);
  await expectNoA11yViolations(page, { include: ['.collection-list'] });

  await page.goto('/admin/collections/news/create');
  await expect(page.locator('body')).not.toContainText('Создание нового');
  const published = page.locator('#field-publishedAt input');
  await expect(published).toHaveValue(/^\d{1,2} [а-я]+ \d{4}, \d{2}:\d{2}$/);
  await published.click();
  await expect(page.locator('.react-datepicker__month-container').first()).toBeVisible();
  // react-datepicker with date-fns' Russian locale: weekday names «пн», «вт» …; the time list on a 24-hour clock.
  await expect(page.locator('.react-datepicker__day-names')).toContainText('пн');
  await expect(page.locator('.react-datepicker__time-list')).toContainText('13:00');
  await page.keyboard.press('Escape');

  const title = `Новость для проверки перевода ${stamp}`;
  await page.locator('#field-title').fill(title);
  await page.locator('#field-excerpt').fill('Анонс новости для проверки русских надписей панели управления.');
  await page.locator('#action-save').click();
  await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });
  const toast = page.locator('.payload-toast-container');
  await expect(toast).toContainText('Сохранено');
  await expect(toast).not.toContainText('успешно создан');
  await expect(toast).not.toContainText('Успешно Обновлено');

  // No «API» tab among the document's views, for an editor.
  await expect(page.locator('.doc-tabs')).toBeVisible();
  await expect(page.locator('.doc-tab', { hasText: /^API$/ })).toHaveCount(0);
  await expect(page.locator('a[href$="/api"]')).toHaveCount(0);

  // The news item was published for this check only: it leaves the home page's latest news as they were.
  const newsId = /\/admin\/collections\/news\/(\d+)/.exec(page.url())![1];
  await deleteAsAdmin('news', newsId!);
});

test('«36,5» typed in a production site\'s area is saved as 36.5 and shown back with a decimal comma; «36,5,1» is refused', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await adminLogin(page, editor);
  // A draft site of this check's own: no other check's site changes under it, and a retry never meets a site its
  // failed attempt left locked. The editor's session calls /api/cms from the back office's origin, as the form does.
  const headers = { Origin: new URL(baseURL!).origin };
  const created = await page.request.post('/api/cms/production-sites?depth=0', {
    headers,
    data: { title: `Площадка для проверки чисел ${stamp} ${test.info().retry}`, siteType: 'greenfield', _status: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const siteId = ((await created.json()) as { doc: { id: number } }).doc.id;
  const stored = async () => ((await (await page.request.get(`/api/cms/production-sites/${siteId}?depth=0&draft=true`, { headers })).json()) as { areaHa: number | null }).areaHa;

  try {
    await page.goto(`/admin/collections/production-sites/${siteId}`);
    const area = page.locator('#field-areaHa');
    await expect(area).toBeEnabled({ timeout: 30_000 });
    await expect(area).toHaveAttribute('inputmode', 'decimal');
    await area.fill('36,5');
    await adminSave(page, 'production-sites', siteId, { draft: true });
    await expect(area).toHaveValue('36,5');
    expect(await stored()).toBe(36.5);

    // A point is read the same way.
    await area.fill('12.25');
    await adminSave(page, 'production-sites', siteId, { draft: true });
    expect(await stored()).toBe(12.25);
    await page.reload();
    await expect(area).toHaveValue('12,25', { timeout: 30_000 });
    // axe on what this screen adds to Payload's form: the number fields with a decimal comma.
    await expectNoA11yViolations(page, { include: ['.field-type.decimal-number'] });

    // Text that is no number is refused (by the server even for a draft, which the form sends unchecked:
    // tests/api/typed-numbers), marked on the field, and the stored area stays as it was.
    // Payload rebuilds the form's state on the server after a change (a server action); on a loaded machine its answer
    // could land after the save's refusal and clear the field's error, so the save waits for it (or 10 s without one).
    const formState = page
      .waitForResponse((r) => r.request().method() === 'POST' && Boolean(r.request().headers()['next-action']), { timeout: 10_000 })
      .catch(() => null);
    await area.fill('36,5,1');
    await formState;
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/cms/production-sites/${siteId}`, {
      timeout: 30_000,
    });
    await page.locator('#action-save-draft').click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator('.field-type.decimal-number.error #field-areaHa')).toBeVisible({ timeout: 30_000 });
    expect(await stored()).toBe(12.25);
  } finally {
    // The draft is never public; Payload may keep it locked for a while after the editor leaves, and then it stays.
    await page.goto('about:blank');
    await deleteAsAdmin('production-sites', siteId).catch((error: unknown) => console.warn(String(error)));
  }
});

test('a reviewer sees the appeal\'s sender in its list and heading, no hint on a filled account, readable read-only fields', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const investor = await apiInvestor(baseURL!, { email: `admin-ru-${stamp}@example.org`, password: 'investor-pass-25', clientIp: CLIENT_IP });
  const form = new FormData();
  form.append('message', `Просим рассказать о свободных площадках ${stamp}`);
  form.append('agreement', 'true');
  const sent = await fetch(`${baseURL}/api/v1/message/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${investor.token}`, Language: 'ru', 'X-Forwarded-For': CLIENT_IP },
    body: form,
  });
  const sentBody = (await sent.json()) as { result: { id: number } };
  expect(sent.status, JSON.stringify(sentBody)).toBe(200);
  const appealId = sentBody.result.id;

  await adminLogin(page, reviewer);
  await page.goto('/admin/collections/appeals');
  const row = page.locator('tr', { hasText: `Просим рассказать о свободных площадках ${stamp}` });
  await expect(row.locator('.cell-sender')).toHaveText('Соколова Мария', { timeout: 30_000 });
  await expectNoA11yViolations(page, { include: ['.collection-list'] });

  await page.goto(`/admin/collections/appeals/${appealId}`);
  const heading = page.locator('.doc-header__title');
  // The heading names the appeal by its reference and its sender, never by the bare record id («ID: 4»).
  await expect(heading).toHaveText(/^ОБ-\d{4}-\d{6} — Соколова Мария$/, { timeout: 30_000 });
  await expect(page.locator('#field-sender')).toHaveValue('Соколова Мария');
  // The account is there: no «deleted account» hint under it.
  await expect(page.locator('body')).not.toContainText('учётная запись удалена');
  await expect(page.locator('body')).not.toContainText('Пусто:');

  // Read-only text at WCAG AA contrast (axe leaves disabled fields out, so it is measured here).
  const contrast = await page.locator('#field-message').evaluate((element) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(element);
    const text = luminance(style.webkitTextFillColor || style.color);
    // The first opaque background from the field outwards.
    let node: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    for (; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) {
        background = color;
        break;
      }
    }
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
  // axe on what this screen adds to Payload's form: the heading, the sender and the read-only fields. (Payload's own
  // document tabs beside the heading put the active tab, a div, straight into their list: its markup, not ours.)
  await expectNoA11yViolations(page, { include: ['.doc-header__title', '#field-sender', '#field-message'] });
});
