import { expect, request, type Page } from '@playwright/test';
import { randomClientIp } from './accounts-helpers';
import { E2E_ADMIN } from './e2e-admin';

/**
 * Back-office accounts for the e2e specs, made through the back office's own API by the run's first administrator
 * (e2e/e2e-admin.ts), as an administrator makes them in /admin: a request and a password hash each, where a Local API
 * script per account cost a process start and Payload's initialisation.
 */

export type Staff = { email: string; password: string };


const baseURL = () => `http://localhost:${process.env.E2E_PORT || 3100}`;

/** A new staff account with `role`, unique to this spec run; `name` is the first name the portal shows investors. */
export async function createStaff(role: 'editor' | 'reviewer' | 'admin', name?: string): Promise<Staff> {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const staff = { email: `${role}-${stamp}@example.org`, password: `${role}-${stamp}-Pass` };
  // A client address of its own: the staff login's per-address limit counts this spec's logins only.
  const api = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp(), Origin: baseURL() } });
  try {
    const login = await api.post('/api/cms/staff/login', { data: E2E_ADMIN });
    if (!login.ok()) throw new Error(`the e2e administrator's login answered ${login.status()}: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const created = await api.post('/api/cms/staff', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...staff, roles: [role], ...(name ? { name } : {}) },
    });
    if (!created.ok()) throw new Error(`creating a ${role} answered ${created.status()}: ${await created.text()}`);
  } finally {
    await api.dispose();
  }
  return staff;
}

/** Deletes a document a check created, as the e2e administrator (editors may publish and unpublish, never delete). */
export async function deleteAsAdmin(collection: string, id: number | string): Promise<void> {
  const api = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp(), Origin: baseURL() } });
  try {
    const login = await api.post('/api/cms/staff/login', { data: E2E_ADMIN });
    if (!login.ok()) throw new Error(`the e2e administrator's login answered ${login.status()}: ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const removed = await api.delete(`/api/cms/${collection}/${id}`, { headers: { Authorization: `JWT ${token}` } });
    if (!removed.ok()) throw new Error(`deleting ${collection}/${id} answered ${removed.status()}: ${await removed.text()}`);
  } finally {
    await api.dispose();
  }
}

/** Signs `staff` in at /admin/login and waits for the dashboard (or wherever the panel sends them). */
export async function adminLogin(page: Page, staff: Staff): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#field-email').fill(staff.email);
  await page.locator('#field-password').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin(?!\/login)/, { timeout: 30_000 });
}

/** Payload's react-select: open the control, pick the option by its (Russian) label. */
export async function chooseOption(page: Page, fieldId: string, label: string) {
  const field = page.locator(fieldId);
  await field.locator('.rs__control').click();
  await page.locator('.rs__option', { hasText: label }).first().click();
  await expect(field.locator('.rs__single-value')).toHaveText(label);
}

/** Saves the document being edited in /admin (as a draft with `draft`) and waits for the server to accept it. */
export async function adminSave(page: Page, collection: string, id: number, { draft = false }: { draft?: boolean } = {}) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/cms/${collection}/${id}`,
    { timeout: 30_000 },
  );
  await page.locator(draft ? '#action-save-draft' : '#action-save').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
}
