import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The API integration suite (tests/api): the §7 route handlers called directly against a fresh
 * database — SQLite by default, PostgreSQL when DATABASE_URI is set (npm run test:api:pg).
 * The environment is set here, in the main process, so the workers inherit it.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
if (!process.env.DATABASE_URI) process.env.SQLITE_FILE = path.join(workDir, 'portal.db');
process.env.UPLOADS_DIR = path.join(workDir, 'uploads');
process.env.OUTBOX_DIR = path.join(workDir, 'outbox');
process.env.PAYLOAD_SECRET ||= 'integration-suite-secret-0123456789abcdef';
process.env.SEED_DEMO = 'true';
process.env.API_TEST_WORKDIR = workDir;
// No periodic jobs runner: a queued mail is delivered at once by the action that queued it (cms/jobs/runner.ts),
// and the queue's tests run the rest themselves.
process.env.JOBS_INTERVAL_SECONDS = '0';
// Most tests call from the suite's default address (10.0.0.1): its per-address submission limits are lifted;
// tests/api/abuse-limits.test.ts sets the real ones.
process.env.LIMIT_SUBMISSION ??= '10000';
process.env.LIMIT_PASSPORT ??= '10000';
process.env.LIMIT_APPEAL ??= '10000';

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@payload-config$/, replacement: at('./cms/payload.config.ts') },
      { find: /^@\//, replacement: root },
      { find: /^server-only$/, replacement: at('./testing/empty-module.ts') },
    ],
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['./tests/api/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // One worker, one module graph: Payload starts once for the whole suite, not once per file.
    pool: 'forks',
    isolate: false,
    hookTimeout: 180_000,
    server: {
      deps: {
        // Node 20 never settles the ESM graph of @payloadcms/richtext-lexical's main entry (a cycle with
        // top-level await): let Vite's module runner evaluate it instead, as Next's bundler does.
        inline: [/@payloadcms\/richtext-lexical/],
      },
    },
  },
});
