import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { logInContext, mailsTo, randomClientIp } from './accounts-helpers';
import { expect, expectNoA11yViolations, messages, reflowProblems, waitForHydration } from './fixtures';
import { adminLogin, chooseOption, createStaff, type Staff } from './staff-helpers';

/**
 * Saved searches with alerts, end to end: an investor saves a matching query on the matching page → an editor
 * publishes a matching site in /admin → exactly one alert arrives (with the one-click unsubscribe headers) → the
 * investor unsubscribes from the mail's link → another matching site sends nothing (a second investor's identical
 * search, still subscribed, shows the job did run). Axe and reflow on the cabinet tab and the unsubscribe page at
 * 1440 and 390 px.
 */

const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? 'var/outbox');
const ru = messages.ru as unknown as {
  siteFacts: { municipality: Record<string, string> };
  savedSearches: { save: { button: string; nameLabel: string; submit: string }; unsubscribe: { button: string } };
};
const MUNICIPALITY = 'taimyrsky';
/** A query the demo sites do not meet and only this spec's sites do. */
const QUERY = `areaHa=4000&municipality=${MUNICIPALITY}`;
const WIDTHS = [1440, 390];

function decoded(file: string): string {
  const raw = fs.readFileSync(path.join(OUTBOX, file), 'utf8');
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  return [qp, ...base64].join('\n');
}

/** The alerts mailed to `email` since `after` that name `text`. */
const alertsNaming = (email: string, after: number, text: string) => mailsTo(email, after).filter((file) => decoded(file).includes(text));

/** Creates and publishes a production site in /admin as `editor`. */
async function publishSite(page: Page, title: string, areaHa: number) {
  await page.goto('/admin/collections/production-sites/create');
  await page.waitForLoadState('networkidle');
  await page.locator('#field-title').fill(title);
  await chooseOption(page, '#field-siteType', 'Гринфилд');
  await chooseOption(page, '#field-municipality', ru.siteFacts.municipality[MUNICIPALITY]!);
  await page.locator('#field-areaHa').fill(String(areaHa));
  const publish = page.locator('#action-save');
  await expect(publish).toBeEnabled();
  await publish.click();
  await page.waitForURL(/\/admin\/collections\/production-sites\/\d+/, { timeout: 30_000 });
}

test.describe('saved searches and alerts', () => {
  let editor: Staff;
  test.beforeAll(async () => {
    editor = await createStaff('editor');
  });

  test('save → a publish in /admin mails exactly one alert → unsubscribe → nothing more', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const investorContext = await browser.newContext({ locale: 'ru-RU' });
    const investorPage = await investorContext.newPage();
    const investor = await logInContext(investorContext, baseURL!, { email: `saved-${stamp}@example.org`, clientIp: randomClientIp() });
    // A second investor with the same search who stays subscribed: their alert shows when the job has run.
    const controlContext = await browser.newContext({ locale: 'ru-RU' });
    const control = await logInContext(controlContext, baseURL!, { email: `saved-control-${stamp}@example.org`, clientIp: randomClientIp() });
    const saved = await (
      await fetch(`${baseURL}/api/v1/saved-search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${control.token}`, Language: 'ru', 'X-Forwarded-For': randomClientIp() },
        body: JSON.stringify({ name: 'Контроль', kind: 'sites', query: QUERY }),
      })
    ).json();
    expect(saved.success).toBe(true);

    // The investor saves the query on the matching page.
    await investorPage.goto(`/investicionnie-ploshadki/podbor?${QUERY}`);
    await waitForHydration(investorPage);
    await investorPage.getByTestId('save-search').getByRole('button', { name: ru.savedSearches.save.button }).click();
    const dialog = investorPage.getByTestId('save-search-dialog');
    await dialog.getByLabel(ru.savedSearches.save.nameLabel).fill('Таймыр, от 4000 га');
    await dialog.getByRole('button', { name: ru.savedSearches.save.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(investorPage.getByTestId('save-search').getByRole('status')).toContainText('Таймыр, от 4000 га');

    // The cabinet tab lists it; axe and reflow at both widths.
    await investorPage.goto('/profile?tab=savedSearches');
    const tab = investorPage.getByTestId('saved-searches-tab');
    await expect(tab.getByRole('heading', { name: 'Таймыр, от 4000 га' })).toBeVisible();
    for (const width of WIDTHS) {
      await investorPage.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(investorPage);
      expect(await reflowProblems(investorPage), `cabinet tab at ${width}px`).toEqual([]);
    }

    // The editor publishes a matching site: exactly one alert to each investor.
    const first = `Площадка Таймыр ${stamp}`;
    const before = Date.now() - 1000;
    const editorContext = await browser.newContext({ locale: 'ru-RU' });
    const editorPage = await editorContext.newPage();
    await adminLogin(editorPage, editor);
    await publishSite(editorPage, first, 4500);
    await expect.poll(() => alertsNaming(investor.email, before, first).length, { timeout: 60_000, intervals: [1000] }).toBe(1);
    await expect.poll(() => alertsNaming(control.email, before, first).length, { timeout: 30_000, intervals: [1000] }).toBe(1);
    const alert = alertsNaming(investor.email, before, first)[0]!;
    // Headers unfolded: nodemailer wraps a long one onto the next line.
    const raw = fs.readFileSync(path.join(OUTBOX, alert), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/v1\/saved-search\/unsubscribe\/[0-9a-f]{64}>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Still one a poll later (the job is not run twice for one publish).
    await investorPage.waitForTimeout(12_000);
    expect(alertsNaming(investor.email, before, first)).toHaveLength(1);

    // The mail's link opens the unsubscribe page: it shows the search and unsubscribes only on the button.
    // The body's link is the portal page; the List-Unsubscribe header above names the API's one-click address.
    const link = [...decoded(alert).matchAll(/https?:\/\/[^\s"<>]+\/saved-search\/unsubscribe\/[0-9a-f]{64}/g)].map((m) => m[0]).find((url) => !url.includes('/api/'))!;
    await investorPage.goto(new URL(link).pathname);
    const confirm = investorPage.getByTestId('unsubscribe-confirm');
    await expect(confirm).toContainText('Таймыр, от 4000 га');
    for (const width of WIDTHS) {
      await investorPage.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(investorPage);
      expect(await reflowProblems(investorPage), `unsubscribe page at ${width}px`).toEqual([]);
    }
    await confirm.getByRole('button', { name: ru.savedSearches.unsubscribe.button }).click();
    await expect(investorPage.getByTestId('unsubscribe-done')).toBeVisible();
    await expectNoA11yViolations(investorPage);

    // Another matching site: the control investor is alerted, the unsubscribed one is not.
    const second = `Площадка Хатанга ${stamp}`;
    const later = Date.now() - 1000;
    await publishSite(editorPage, second, 5000);
    await expect.poll(() => alertsNaming(control.email, later, second).length, { timeout: 60_000, intervals: [1000] }).toBe(1);
    expect(alertsNaming(investor.email, later, second)).toHaveLength(0);
    expect(mailsTo(investor.email, later)).toHaveLength(0);

    // The cabinet shows the search paused, with its last alert.
    await investorPage.goto('/profile?tab=savedSearches');
    await expect(investorPage.getByTestId('saved-searches-tab').getByTestId('saved-search-status').first()).toHaveText('приостановлены');
    await Promise.all([investorContext.close(), controlContext.close(), editorContext.close()]);
  });
});
