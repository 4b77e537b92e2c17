import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/e2e-admin';
import { E2E_LIMITS } from './e2e/e2e-limits';

/**
 * End-to-end tests against the production build (`next build` is done by the test script before this runs;
 * set NEXT_DIST_DIR to use another build folder). Browsers are never downloaded: Debian's Chromium is used
 * (scripts/ensure-browser.sh installs it).
 */
const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${PORT}`;
const CI = Boolean(process.env.CI);

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // devices[] sets its own locale-free context; keep ours.
        locale: 'ru-RU',
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The already-built app: `npx next start -H localhost -p $PORT` (127.0.0.1 loops with next-intl), on a fresh
    // var/e2e-$PORT.db unless SQLITE_FILE or DATABASE_URI is set. Server components call the app's own API at
    // http://localhost:$PORT/api/v1, so PORT must be the port it listens on.
    command: 'bash scripts/e2e-server.sh',
    url: `${baseURL}/api/v1/health`,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      // Only failed requests' log lines (4xx/5xx): a line for every request of the run was ~14,000 lines piped through
      // the runner. LOG_LEVEL=info brings them back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The suite plays the reverse proxy: each test's X-Forwarded-For is its client address, so rate limits per
      // address (docs/decisions/012) apply per test rather than to the whole run from 127.0.0.1.
      TRUSTED_PROXY_HOPS: '1',
      // Specs that send no X-Forwarded-For all come from 127.0.0.1: the per-address submission limits
      // (docs/rate-limits.md) are lifted for the run; the per-account ones stay.
      LIMIT_SUBMISSION: process.env.LIMIT_SUBMISSION ?? '10000',
      LIMIT_PASSPORT: process.env.LIMIT_PASSPORT ?? '10000',
      LIMIT_APPEAL: process.env.LIMIT_APPEAL ?? '10000',
      LIMIT_SEARCH: String(E2E_LIMITS.LIMIT_SEARCH),
      // The run's first administrator, who makes the specs' other staff accounts (e2e/e2e-admin.ts).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
    reuseExistingServer: !CI,
    // A fresh database is migrated and seeded with the demo content in four languages before the server answers:
    // about a minute on an idle two-core machine, over two on a loaded one.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
