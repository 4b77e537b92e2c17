import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

/** Back-office accounts for the e2e specs, made through the Local API script against the server's own database. */

export type Staff = { email: string; password: string };

/** A new staff account with `role`, unique to this spec run. */
export function createStaff(role: 'editor' | 'reviewer' | 'admin'): Staff {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const staff = { email: `${role}-${stamp}@example.org`, password: `${role}-${stamp}-Pass` };
  execFileSync('npx', ['tsx', 'scripts/create-staff.ts', '--email', staff.email, '--password', staff.password, '--role', role], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DEMO: 'false' },
    timeout: 120_000,
  });
  return staff;
}

/** Signs `staff` in at /admin/login and waits for the dashboard (or wherever the panel sends them). */
export async function adminLogin(page: Page, staff: Staff): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#field-email').fill(staff.email);
  await page.locator('#field-password').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin(?!\/login)/, { timeout: 30_000 });
}
