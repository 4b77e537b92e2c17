// An online-safe copy of the embedded database (scripts/backup.sh): SQLite's VACUUM INTO reads one consistent
// snapshot while the portal keeps running (WAL mode), and writes a compact file without the WAL.
//   node scripts/sqlite-copy.mjs <source.db> <target.db>
import { createClient } from '@libsql/client';
import fs from 'node:fs';
import path from 'node:path';

const [source, target] = process.argv.slice(2);
if (!source || !target) {
  console.error('usage: node scripts/sqlite-copy.mjs <source.db> <target.db>');
  process.exit(2);
}
if (!fs.existsSync(source)) {
  console.error(`no database at ${source}`);
  process.exit(1);
}
fs.rmSync(target, { force: true });
const client = createClient({ url: `file:${path.resolve(source)}` });
try {
  await client.execute({ sql: 'VACUUM INTO ?', args: [path.resolve(target)] });
  const check = createClient({ url: `file:${path.resolve(target)}` });
  const { rows } = await check.execute('PRAGMA integrity_check');
  check.close();
  if (rows[0]?.[0] !== 'ok') throw new Error(`the copy failed its integrity check: ${JSON.stringify(rows)}`);
} finally {
  client.close();
}
