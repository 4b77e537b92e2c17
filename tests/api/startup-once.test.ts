import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Migration } from 'payload';
import { describe, expect, it } from 'vitest';
import { portalMigrations, startUp } from '@/cms/init';
import { withFileLock } from '@/cms/startup-lock';
import { payloadClient } from '@/lib/server/payload';

/**
 * Two instances starting together migrate and seed once (cms/init.ts startUp under cms/startup-lock.ts:
 * PostgreSQL's advisory lock, SQLite's lock file). Two start-ups run concurrently on this suite's database with one
 * extra migration: exactly one applies it (once), the other waits for the lock and finds nothing to do.
 */
describe('start-up work runs once', () => {
  it('two concurrent start-ups: one applies the new migration, the other waited and found it applied', async () => {
    const payload = await payloadClient();
    const name = `20991231_000000_startup_probe_${Date.now()}`;
    const runs: { start: number; end: number }[] = [];
    const probe = {
      name,
      up: async () => {
        const start = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 300));
        runs.push({ start, end: Date.now() });
      },
      down: async () => undefined,
    } as unknown as Migration;
    const migrations = [...portalMigrations(), probe];
    const started = Date.now();
    try {
      const reports = await Promise.all([startUp(payload, migrations), startUp(payload, migrations)]);
      expect(runs).toHaveLength(1);
      expect(reports.map((report) => report.migrated).sort()).toEqual([[], [name]]);
      // Demo content and the cleanup job were there already: neither start-up did them again.
      expect(reports.map((report) => [report.seeded, report.cleanupScheduled])).toEqual([
        [false, false],
        [false, false],
      ]);
      expect(runs[0]!.start).toBeGreaterThanOrEqual(started);
    } finally {
      await payload.delete({ collection: 'payload-migrations', where: { name: { equals: name } }, overrideAccess: true });
    }
  });

  it('the SQLite lock file: a second holder waits for the first; a file left by a dead process is taken over', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-lock-'));
    const lock = path.join(dir, 'portal.db.startup.lock');
    const order: string[] = [];
    const hold = (label: string) =>
      withFileLock(lock, async () => {
        order.push(`${label} in`);
        await new Promise((resolve) => setTimeout(resolve, 250));
        order.push(`${label} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    // Either may win the race for the file; what matters is that the second enters only after the first left.
    const first = order[0]!.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);

    await fs.writeFile(lock, '999999999'); // no such process
    await withFileLock(lock, async () => order.push('after a crash'));
    expect(order.at(-1)).toBe('after a crash');
    await expect(fs.stat(lock)).rejects.toMatchObject({ code: 'ENOENT' });
    await fs.rm(dir, { recursive: true, force: true });
  });
});
