import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PASSPORT_FIELD_KINDS, PASSPORT_FIELDS, type PassportField } from '../lib/submissions/schemas/passport';
import { minimalDocx, minimalXlsx, SAMPLE_JPG, SAMPLE_PDF, SAMPLE_PNG } from '../testing/zip';
import { apiInvestor, loginInModal, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';

/**
 * The investor's side in Chromium: a guest submits a project with 2 files; an investor submits one with
 * 5 files, fills half of its passport, saves, comes back to it, finishes it; sends an appeal with a file. axe on every
 * new page and modal; no sideways scroll at 390 and 320 px. Screenshots go to SHOTS_DIR (/tmp/shots-submissions by default).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-submissions';
const CLIENT_IP = randomClientIp();
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });
test.describe.configure({ mode: 'serial' });

const file = (name: string, buffer: Buffer, mimeType: string) => ({ name, buffer, mimeType });
const PDF = (name: string) => file(name, SAMPLE_PDF, 'application/pdf');
const PNG = (name: string) => file(name, SAMPLE_PNG, 'image/png');

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0)
      console.log(
        'WIDE',
        await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 8)
            .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
        ),
      );
    expect(overflow, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The success modals' own button (beside the dialog's ×). */
async function closeSuccess(page: Page, testId: string) {
  const modal = page.getByTestId(testId);
  await modal.locator('.form__actions .button').click();
  await expect(modal).toBeHidden();
}

/** A valid value for every kind of passport field (docs/decisions/015). */
async function fillField(page: Page, field: PassportField) {
  const id = `#passport-${field}`;
  switch (PASSPORT_FIELD_KINDS[field]) {
    case 'boolean':
      return page.locator(id).check(); // the first option: «Да»
    case 'possession':
      await page.locator(id).check();
      return page.locator(`${id}-rent`).check();
    case 'hazardClass':
      return page.locator(id).selectOption('III');
    case 'stage':
      return page.locator(id).selectOption('design');
    case 'date':
      return page.locator(id).fill('2027-03-01');
    case 'number':
      return page.locator(id).fill('12,5');
    case 'whole':
      return page.locator(id).fill('40');
    case 'inn':
      return page.locator(id).fill('7707083893');
    case 'okved':
      return page.locator(id).fill('16.10');
    case 'okvedList':
      return page.locator(id).fill('16.21, 46.73');
    case 'url':
      return page.locator(id).fill('https://les.example.org');
    case 'cadastral':
      return page.locator(id).fill('24:50:0000000:123');
    case 'longText':
      return page.locator(id).fill(`Текст поля ${field}\nвторая строка`);
    default:
      return page.locator(id).fill(`Значение ${field}`);
  }
}

async function openAllSections(page: Page) {
  const closed = page.locator('details.passport-section:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

test('a guest submits a project with 2 files from the direct line page', async ({ page }) => {
  await page.goto('/liniya-pryamih-obrasheniy');
  await waitForHydration(page);
  await expect(page.getByTestId('direct-line')).toContainText('30 дней');
  await expect(page.getByTestId('direct-line')).toContainText('7 дней');
  await expectNoA11yViolations(page);
  await noSidewaysScroll(page, 'the direct line page');
  await shoot(page, 'direct-line');

  await page.getByTestId('direct-line-submit').click();
  const modal = page.getByTestId('submit-project-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Отправить' }).click();
  await expect(modal.getByTestId('error-summary')).toContainText('Заполните поля!');
  await expectNoA11yViolations(page, { include: ['[data-testid="submit-project-modal"]'] });

  await modal.locator('#submit-project-name').fill('Иван Петров');
  await modal.locator('#submit-project-phone').fill('+7 391 222-33-44');
  await modal.locator('#submit-project-email').fill(`guest-${Date.now().toString(36)}@example.org`);
  await modal.locator('#submit-project-title').fill('Лесопильный завод');
  await modal.locator('#submit-project-description').fill('Переработка древесины в Канском районе');
  await modal.locator('#submit-project-files').setInputFiles([PDF('бизнес-план.pdf'), PNG('схема.png')]);
  // A guest ticks the 152-FZ consent (a logged-in investor gave it at registration).
  await modal.locator('#submit-project-consent').check();
  await expect(modal.getByRole('list', { name: 'Выбранные файлы' }).getByRole('listitem')).toHaveCount(2);
  await noSidewaysScroll(page, 'the submit-project modal');
  await modal.getByRole('button', { name: 'Отправить' }).click();

  const success = page.getByTestId('application-success-modal');
  await expect(success).toContainText('Ваша заявка успешно отправлена');
  await expectNoA11yViolations(page, { include: ['[data-testid="application-success-modal"]'] });
});

test('an investor submits a project with 5 files, fills half the passport, comes back, finishes it, and sends an appeal', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const email = `h3-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'investor-pass-7';
  await apiInvestor(baseURL!, { email, password, clientIp: CLIENT_IP });
  await loginInModal(page, email, password);

  // ── The Projects tab: submit a project with 5 files; the list reloads with it ─────────────
  await page.goto('/profile?tab=projects');
  const tab = page.getByTestId('projects-tab');
  await expect(tab).toContainText('Вы ещё не подали ни одного проекта.');
  await tab.getByRole('button', { name: 'Подать проект' }).click();
  const modal = page.getByTestId('submit-project-modal');
  await expect(modal.locator('#submit-project-name')).toHaveCount(0); // contacts come from the profile
  await modal.locator('#submit-project-title').fill('Деревообрабатывающий комбинат');
  await modal.locator('#submit-project-description').fill('Глубокая переработка древесины');
  await modal.locator('#submit-project-files').setInputFiles([
    PDF('план.pdf'),
    PNG('схема.png'),
    file('фото.jpg', SAMPLE_JPG, 'image/jpeg'),
    file('записка.docx', minimalDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    file('бюджет.xlsx', minimalXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  ]);
  await expect(modal.getByRole('list', { name: 'Выбранные файлы' }).getByRole('listitem')).toHaveCount(5);
  await modal.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('application-success-modal')).toBeVisible();
  await closeSuccess(page, 'application-success-modal');

  const card = tab.getByTestId('request-list').locator('article').first();
  await expect(card).toContainText('Деревообрабатывающий комбинат');
  await expect(card.getByTestId('status-badge')).toHaveText(/Ожидает рассмотрения/);
  await expect(card.getByRole('link', { name: /скачать/ })).toHaveCount(5);
  const download = await card.getByRole('link', { name: /план\.pdf/ }).getAttribute('href');
  const fileResponse = await page.request.get(download!);
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()['content-disposition']).toContain('attachment');
  await expectNoA11yViolations(page);
  await noSidewaysScroll(page, 'the Projects tab');
  await shoot(page, 'projects-tab');

  // ── The passport: half of it, saved ─────────────────────────────────────────────────────
  await card.getByTestId('passport-link').click();
  await expect(page).toHaveURL(/\/passport\/\d+$/);
  const form = page.getByTestId('passport-form');
  await expect(form).toBeVisible();
  await expectNoA11yViolations(page);
  await openAllSections(page);
  const half = PASSPORT_FIELDS.slice(0, Math.ceil(PASSPORT_FIELDS.length / 2));
  for (const field of half) await fillField(page, field);
  await form.locator('#passport-files').setInputFiles([PDF('паспорт.pdf')]);
  await expect(page.getByTestId('passport-progress')).toHaveAttribute('value', String(half.length));
  await form.getByRole('button', { name: 'Сохранить паспорт' }).click();
  const saved = page.getByTestId('passport-success-modal');
  await expect(saved).toContainText('Изменения применены');
  await expectNoA11yViolations(page, { include: ['[data-testid="passport-success-modal"]'] });
  await closeSuccess(page, 'passport-success-modal');

  // ── Back later: it comes back as it was ─────────────────────────────────────────────────
  await page.reload();
  await expect(page.getByTestId('passport-progress')).toHaveAttribute('value', String(half.length));
  await expect(page.locator('#passport-inn')).toHaveValue('7707083893');
  await expect(page.locator('#passport-additional_okveds')).toHaveValue('16.21, 46.73');
  await expect(page.getByTestId('stored-files')).toContainText('паспорт.pdf');
  await noSidewaysScroll(page, 'the passport');
  await openAllSections(page);
  await shoot(page, 'passport');

  // ── Finished ─────────────────────────────────────────────────────────────────────────────
  await openAllSections(page);
  for (const field of PASSPORT_FIELDS.slice(half.length)) await fillField(page, field);
  await page.getByTestId('passport-form').getByRole('button', { name: 'Сохранить паспорт' }).click();
  await expect(page.getByTestId('passport-success-modal')).toBeVisible();
  await closeSuccess(page, 'passport-success-modal');
  await page.reload();
  await expect(page.getByTestId('passport-progress')).toHaveAttribute('value', String(PASSPORT_FIELDS.length));
  await expect(page.locator('#passport-form_of_possession')).toBeChecked();

  // ── An appeal with a file ─────────────────────────────────────────────────────────────────
  await page.goto('/profile?tab=appeals');
  const appeals = page.getByTestId('appeals-tab');
  await expect(appeals).toContainText('У вас пока нет обращений.');
  await expectNoA11yViolations(page);
  await appeals.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(appeals.getByTestId('error-summary')).toContainText('Заполните все поля');
  await expect(appeals.getByTestId('error-summary')).toContainText('Необходимо принять соглашение!');
  await appeals.locator('#appeal-message').fill('Когда можно обсудить площадку для комбината?');
  await appeals.locator('#appeal-files').setInputFiles([PNG('карта.png')]);
  await appeals.locator('#appeal-agreement').check();
  await appeals.getByRole('button', { name: 'Отправить обращение' }).click();
  const sent = page.getByTestId('appeal-success-modal');
  await expect(sent).toContainText('Ваше обращение успешно отправлено');
  await expectNoA11yViolations(page, { include: ['[data-testid="appeal-success-modal"]'] });
  await closeSuccess(page, 'appeal-success-modal');
  const appealCard = appeals.getByTestId('appeal-list').locator('article').first();
  await expect(appealCard).toContainText('Когда можно обсудить площадку');
  await expect(appealCard.getByTestId('status-badge')).toHaveText(/Новое/);
  await expect(appealCard.getByRole('link', { name: /карта\.png/ })).toBeVisible();
  await noSidewaysScroll(page, 'the Appeals tab');

  // ── /passport without an id: the user's projects to pick one ─────────────────────────────
  await page.goto('/passport');
  const picker = page.getByTestId('passport-picker');
  await expect(picker.getByRole('link', { name: 'Деревообрабатывающий комбинат' })).toHaveAttribute('href', /\/passport\/\d+$/);
  await expectNoA11yViolations(page);
  await noSidewaysScroll(page, 'the passport picker');
});
