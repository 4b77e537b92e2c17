/**
 * The e2e run's first administrator: the server creates it from ADMIN_EMAIL and ADMIN_PASSWORD on start
 * (playwright.config.ts), and it makes the specs' other staff accounts (e2e/staff-helpers.ts). Only ever on the e2e
 * server's own database.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-Admin-Pass-2026' } as const;
