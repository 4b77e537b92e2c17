import type { APIResponse, Page } from '@playwright/test';
import { dismissTgPopup, expect, test } from './fixtures';
import { adminLogin, createStaff } from './staff-helpers';

/**
 * The security headers of docs/decisions/025-security-headers-faults-operations.md on a page, an API answer, a file
 * download and the back office; and, in the browser, no Content-Security-Policy violation on the home page, a form,
 * the map (its worker starts from a blob: URL) and the back office while an editor saves.
 */
const csp = (response: APIResponse) => {
  const value = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(value.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
};

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-request-id']).toMatch(/^[\w.-]{8,}$/);
  // Plain HTTP without a proxy's X-Forwarded-Proto: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('security headers', () => {
  test('a page, an API answer, a download and the back office carry their policies', async ({ request }) => {
    const page = await request.get('/');
    expect(page.status()).toBe(200);
    expectCommonHeaders(page);
    const policy = csp(page);
    expect(policy['script-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['form-action']).toBe("'self'");
    expect(page.headers()['x-frame-options']).toBe('DENY');

    const api = await request.get('/api/v1/news?page=1&limit=50');
    expect(api.status()).toBe(200);
    expectCommonHeaders(api);
    expect(csp(api)['default-src']).toBe("'none'");
    const ids = new Set([page.headers()['x-request-id'], api.headers()['x-request-id']]);
    expect(ids.size).toBe(2);

    // Other specs publish news without an image, so the newest item need not have one: take the first that does.
    const items = ((await api.json()) as { result: { items: { image?: { url: string | null } | null }[] } }).result.items;
    const imageUrl = items.find((item) => item.image?.url)?.image?.url;
    expect(imageUrl, 'the demo news has an image to download').toMatch(/^\/api\/cms\/media\/file\/[^/]+$/);
    const file = await request.get(imageUrl!);
    expect(file.status()).toBe(200);
    expectCommonHeaders(file);
    expect(csp(file)['default-src']).toBe("'none'");

    const admin = await request.get('/admin/login');
    expect(admin.status()).toBe(200);
    expectCommonHeaders(admin);
    expect(csp(admin)['frame-ancestors']).toBe("'self'");
    expect(csp(admin)['object-src']).toBe("'none'");
  });
});

/** Collects CSP violations: the DOM event (from the first script on) and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('no CSP violation on the home page, a news item, a form and the map', async ({ page, context, baseURL, request }) => {
  await dismissTgPopup(context, baseURL!);
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A news item's page parses with zod as it loads: zod's `new Function` probe was refused and reported (lib/zod-without-eval.ts).
  const news = await (await request.get('/api/v1/news?page=1&limit=1', { headers: { Language: 'ru' } })).json();
  await page.goto(`/news/${news.result.items[0].slug}`);
  await page.waitForLoadState('networkidle');
  // The benefits calculator's form.
  await page.goto('/kalkulator-lgot');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('form').first()).toBeVisible();
  await page.goto('/invest-map');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the back office loads and saves under its own policy', async ({ page }) => {
  test.setTimeout(120_000);
  const editor = await createStaff('editor');
  const violations = await watchViolations(page);
  await adminLogin(page, editor);
  await page.goto('/admin/collections/news/create');
  await page.waitForLoadState('networkidle');
  await page.locator('#field-title').fill(`CSP ${Date.now()}`);
  await page.locator('#field-excerpt').fill('Сохранено под политикой безопасности.');
  await page.locator('#action-save').click();
  await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });
  expect(violations).toEqual([]);
});
