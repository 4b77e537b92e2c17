import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { RequestItem } from '@/lib/submissions/types';
import { payloadClient } from '@/lib/server/payload';
import { SAMPLE_PDF } from '@/testing/zip';
import { api } from './auth-helpers';
import { form } from './submissions-helpers';

/**
 * scripts/backup.sh and scripts/restore.sh on the suite's own database — SQLite, or PostgreSQL under
 * `npm run test:api:pg` — while Payload holds it open: the backup is restored into an EMPTY instance (a new SQLite
 * path or a new PostgreSQL database, a new uploads folder) and the data and files are found there.
 */
const work = fs.mkdtempSync(path.join(process.env.API_TEST_WORKDIR ?? '/tmp', 'backup-'));
const postgres = process.env.DATABASE_URI;
const restoredDb = `portal_restore_${process.pid}`;
const restoredUri = postgres ? postgres.replace(/\/[^/]*$/, `/${restoredDb}`) : '';

function run(script: string, args: string[], env: Record<string, string>) {
  return execFileSync('bash', [script, ...args], { cwd: process.cwd(), env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

async function restoredRows(sql: string): Promise<Record<string, unknown>[]> {
  if (postgres) {
    const client = new pg.Client({ connectionString: restoredUri });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: `file:${path.join(work, 'restored.db')}` });
  try {
    return (await client.execute(sql)).rows as unknown as Record<string, unknown>[];
  } finally {
    client.close();
  }
}

afterAll(async () => {
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredDb}`);
    await admin.end();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a backup taken while the portal runs restores into an empty instance with its records and files', async () => {
    const title = `Резервная копия ${Date.now()}`;
    const sent = await api<RequestItem>('POST', 'request/create', {
      form: form({ title, description: 'd', name: 'Иван', email: 'backup@example.org', phone: '+7 391 200-00-00', consent: 'true' }, [['files[0]', 'plan.pdf', SAMPLE_PDF]]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const payload = await payloadClient();
    const news = (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs;
    expect(news).toBeGreaterThan(0);
    const uploads = process.env.UPLOADS_DIR!;
    const files = listFiles(uploads);
    expect(files.some((file) => file.startsWith('private/'))).toBe(true);

    const source = { SQLITE_FILE: process.env.SQLITE_FILE ?? '', UPLOADS_DIR: uploads, DATABASE_URI: postgres ?? '' };
    const folder = run('scripts/backup.sh', [path.join(work, 'backups')], source);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({ database: postgres ? 'postgres' : 'sqlite', uploadFiles: files.length });

    if (postgres) {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${restoredDb}`);
      await admin.query(`CREATE DATABASE ${restoredDb}`);
      await admin.end();
    }
    const target = { SQLITE_FILE: path.join(work, 'restored.db'), UPLOADS_DIR: path.join(work, 'restored-uploads'), DATABASE_URI: restoredUri };
    run('scripts/restore.sh', [folder], target);

    expect(listFiles(target.UPLOADS_DIR)).toEqual(files);
    const [{ total }] = (await restoredRows('SELECT count(*) AS total FROM news')) as [{ total: unknown }];
    expect(Number(total)).toBe(news);
    const found = await restoredRows(`SELECT title FROM requests WHERE id = ${Number(sent.body.result.id)}`);
    expect(found.map((row) => row.title)).toEqual([title]);
    // A second restore into the now non-empty instance is refused without --force.
    expect(() => run('scripts/restore.sh', [folder], target)).toThrow();
  });
});
