#!/usr/bin/env node
/**
 * npm run bench — every performance figure of docs/benchmarks.md against one `next start` of the existing build (build first:
 * `npx next build`) on a fresh embedded database: cached pages with their ceiling, page weight, the news API with its
 * ceiling and during logins, a burst of Web Vitals beacons, Lighthouse, one large upload, the site passport PDF, the site search, and the soak (SOAK_SECONDS, default 300). Each part is its
 * own script (npm run bench:<part>) and prints its table; this runs them in turn on PORT (default 3440) and exits
 * non-zero when a part missed a target. BENCH_PARTS=pages,api picks parts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stop, UNLIMITED } from './bench-server.mjs';

const PARTS = ['pages', 'weight', 'api', 'vitals', 'lighthouse', 'upload', 'passport', 'search', 'soak'];
const port = Number(process.env.PORT || 3440);
const parts = process.env.BENCH_PARTS ? process.env.BENCH_PARTS.split(',').map((part) => part.trim()) : PARTS;
const unknown = parts.filter((part) => !PARTS.includes(part));
if (unknown.length) throw new Error(`Unknown BENCH_PARTS: ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// The server and the scripts share the outbox (the benchmarks' investors confirm their e-mail from it).
// The search part reads its indexes' figures from the metrics port and sends more queries than the per-address limit.
const env = {
  ...UNLIMITED,
  OUTBOX_DIR: path.join(scratch, 'outbox'),
  UPLOADS_DIR: path.join(scratch, 'uploads'),
  METRICS_PORT: String(port + 1000),
  LIMIT_SEARCH: '1000000',
};

function run(part) {
  return new Promise((resolve) => {
    console.log(`\n=== bench:${part} ===`);
    const child = spawn(process.execPath, [`scripts/bench-${part}.mjs`], {
      env: { ...process.env, ...env, PORT: String(port), BENCH_UPLOAD_URL: `http://localhost:${port}`, BENCH_URL: `http://localhost:${port}` },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let server;
const missed = [];
try {
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} ` +
    '(other work on the machine lowers every figure; the ratios to the ceilings measured in the same run do not depend on it).');
  server = await startServer({ port, env, freshDatabase: true, otherwise: 'build first' });
  for (const part of parts) if ((await run(part)) !== 0) missed.push(part);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  missed.push('setup');
} finally {
  stop(server);
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(missed.length ? `\nMissed a target or failed: ${missed.join(', ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;
