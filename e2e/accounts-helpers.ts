import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** Accounts made the way a visitor makes them, for the e2e specs: mails are read from the outbox. */

const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? 'var/outbox');

export const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verification\/[a-f0-9]{64}/;
export const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\/token=[a-f0-9]{64}/;

/** The outbox files mailed to `email` since `after` (ms), oldest first. */
export function mailsTo(email: string, after: number): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  const safe = email.replace(/[^\w@.-]/g, '_');
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(`-${safe}.eml`) && Number(f.split('-')[0]) >= after)
    .sort();
}

function newestLink(email: string, pattern: RegExp, after: number): string | null {
  const file = mailsTo(email, after).at(-1);
  if (!file) return null;
  const text = fs
    .readFileSync(path.join(OUTBOX, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = pattern.exec(text);
  // The mail links to PUBLIC_URL; the test server may listen elsewhere: keep the path.
  return match ? new URL(match[0]).pathname : null;
}

/** The path of the newest link matching `pattern` mailed to `email` after `after` (ms), waiting for it. */
export async function mailedPath(email: string, pattern: RegExp, after: number): Promise<string> {
  let found: string | null = null;
  await expect.poll(() => (found = newestLink(email, pattern, after)), { timeout: 15_000 }).not.toBeNull();
  return found!;
}

/** A pretend client address per spec run, so that re-running against a reused server stays under the rate limits. */
export function randomClientIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** A confirmed investor made through the API (register, the mailed link, login). */
export async function apiInvestor(
  baseURL: string,
  { email, password, remember = true, clientIp }: { email: string; password: string; remember?: boolean; clientIp: string },
): Promise<{ email: string; token: string }> {
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${baseURL}/api/v1${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: 'ru', 'X-Forwarded-For': clientIp },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; result: { token?: string } };
  };
  const sent = Date.now() - 1000;
  expect((await post('/auth/registration/email', { name: 'Мария', surname: 'Соколова', phone: '+7 391 333-44-55', email, password })).success).toBe(true);
  const link = await mailedPath(email, VERIFY_LINK, sent);
  expect((await post(`/auth/verify/${link.split('/').pop()}`, {})).success).toBe(true);
  const { result } = await post('/auth/login/email', { email, password, session: !remember });
  return { email, token: result.token! };
}

/** Logs in from the home page's login modal, in Russian, and waits for the modal to close. */
export async function loginInModal(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('profile-button').click();
  const modal = page.getByTestId('login-modal');
  await modal.locator('#login-email').fill(email);
  await modal.locator('#login-password').fill(password);
  await modal.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(modal).toBeHidden();
}

/**
 * A new confirmed investor (made through the API), logged in in this browser context as a login leaves it: the
 * session cookie, and the token in localStorage put there once (a later logout in the page is not undone).
 */
export async function logInContext(
  context: BrowserContext,
  baseURL: string,
  { email, password = 'investor-pass-1', clientIp }: { email: string; password?: string; clientIp: string },
): Promise<{ email: string; token: string }> {
  const investor = await apiInvestor(baseURL, { email, password, clientIp });
  await context.addCookies([{ name: 'portal_session', value: investor.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('portal.token', value);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, investor.token);
  return investor;
}
