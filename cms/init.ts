import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration, Payload } from 'payload';
import { env } from '../lib/platform/env';
import { ensureDeadlineChecksScheduled } from './jobs/deadline-task';
import { ensureCleanupScheduled, startJobRunner } from './jobs/runner';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { seedDemo } from './seed';
import { ensureResponseDeadlines } from './seed/response-deadlines';
import { announceFirstAdminSetup } from './setup/first-admin';
import { backfillTranslationStatus } from './hooks/translation-status';
import { withStartupLock } from './startup-lock';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The embedded database's file (SQLITE_FILE, relative to the project). */
export const sqliteFilePath = () => path.resolve(rootDir, env.SQLITE_FILE);

export const portalMigrations = () => (env.DATABASE_URI ? postgresMigrations : sqliteMigrations) as unknown as Migration[];

export type StartupReport = { migrated: string[]; adminCreated: boolean; seeded: boolean; cleanupScheduled: boolean };

async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const found = await payload
    .find({ collection: 'payload-migrations', pagination: false, depth: 0, overrideAccess: true, select: { name: true } })
    .catch(() => ({ docs: [] as { name?: string | null }[] })); // no table yet: a fresh database
  return new Set(found.docs.map((doc) => doc.name ?? ''));
}

/**
 * The start-up work, under the database's start-up lock (cms/startup-lock.ts) so that instances starting together
 * do it once: the migrations (in every environment — Payload's own `prodMigrations` would run them before any lock),
 * the first staff admin from ADMIN_EMAIL/ADMIN_PASSWORD, the response-deadline settings with the holiday calendar,
 * the demo content and the first cleanup job. An instance
 * that waited finds nothing left to do. What this call did is returned (and tested: tests/api/startup-once.test.ts).
 */
export async function startUp(payload: Payload, migrations = portalMigrations()): Promise<StartupReport> {
  return withStartupLock(payload, env.DATABASE_URI ? null : sqliteFilePath(), async () => {
    const before = await appliedMigrations(payload);
    // The CLI (`payload migrate`) applies migrations itself.
    if (process.env.PAYLOAD_MIGRATING !== 'true') await payload.db.migrate({ migrations });
    const after = await appliedMigrations(payload);
    const migrated = [...after].filter((name) => !before.has(name));
    // Items stored before the translation status existed get theirs once its migration is in, here rather than in
    // the migration: it reads documents through the current configuration, whose later columns a migration cannot
    // count on.
    if (migrated.some((name) => name.endsWith('_translation_status'))) await backfillTranslationStatus(payload);
    const adminCreated = await ensureFirstAdmin(payload);
    await ensureResponseDeadlines(payload);
    const seeded = env.SEED_DEMO ? await seedDemo(payload) : false;
    const cleanupScheduled = await ensureCleanupScheduled(payload);
    await ensureDeadlineChecksScheduled(payload);
    return { migrated, adminCreated, seeded, cleanupScheduled };
  });
}

/**
 * Runs once per process when Payload starts: the start-up work, the first administrator's setup link while the back
 * office has none (cms/setup/first-admin.ts), then this instance's jobs runner.
 */
export async function onInit(payload: Payload): Promise<void> {
  await startUp(payload);
  if (process.env.PAYLOAD_MIGRATING !== 'true') await announceFirstAdminSetup(payload);
  if (process.env.PAYLOAD_MIGRATING !== 'true') startJobRunner(payload);
}

async function ensureFirstAdmin(payload: Payload): Promise<boolean> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email || !password) return false;
  const { totalDocs } = await payload.count({ collection: 'staff', where: { email: { equals: email.toLowerCase() } } });
  if (totalDocs > 0) return false;
  await payload.create({ collection: 'staff', data: { email, password, name: 'Administrator', roles: ['admin'] } });
  payload.logger.info(`Created the staff admin ${email} from ADMIN_EMAIL`);
  return true;
}
