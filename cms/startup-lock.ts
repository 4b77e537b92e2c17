import fs from 'node:fs/promises';
import type { Payload } from 'payload';

/**
 * One instance at a time through the start-up work (migrations, the first admin, the demo seed, the first cleanup
 * job), however many start together (docs/decisions/027-abuse-limits-and-background-work.md):
 * - PostgreSQL: a session-level advisory lock on a connection of its own (released by the server if the process dies);
 * - SQLite (one machine by nature): a lock file beside the database, created exclusively; a file left by a process
 *   that is gone is taken over.
 * The others wait, then find the work done.
 */
export const STARTUP_LOCK_KEY = 727_027_001;

const POLL_MS = 200;

type PgClient = { query: (text: string, values?: unknown[]) => Promise<unknown>; release: () => void };
type PgPool = { connect: () => Promise<PgClient> };

async function withAdvisoryLock<T>(pool: PgPool, run: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock file of an SQLite database: `<file>.startup.lock`, holding the owner's pid. */
export async function withFileLock<T>(lockFile: string, run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(lockFile, 'utf8').catch(() => ''));
      // Written but not yet filled in (owner 0) counts as alive; a dead owner's file is removed and retried.
      if (owner && owner !== process.pid && !isAlive(owner)) await fs.rm(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    return await run();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

/** Runs `run` while holding the database's start-up lock. */
export function withStartupLock<T>(payload: Payload, sqliteFile: string | null, run: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool;
  if (payload.db.name === 'postgres' && pool) return withAdvisoryLock(pool, run);
  if (sqliteFile) return withFileLock(`${sqliteFile}.startup.lock`, run);
  return run();
}
