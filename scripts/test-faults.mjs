/**
 * Fault and shutdown checks against the production build (npm test runs it after the e2e step):
 * `next start` on PostgreSQL (a throw-away cluster, scripts/pg-cluster.sh), then
 *   1. PostgreSQL stopped mid-run: cached pages keep serving, a page never rendered answers the 500 page, /api/v1
 *      answers 503 in the envelope, liveness stays 200 and readiness says 503;
 *   2. PostgreSQL back: everything recovers without a restart;
 *   3. SIGTERM during a slow upload: the upload completes (200), new connections are refused, the process exits.
 * Loopback only, every wait bounded. FAULTS_PORT (3460) and FAULTS_PG_PORT (5460) choose the ports.
 * Prints `N passed, M failed` and exits non-zero on a failure.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.FAULTS_PORT || 3460);
const PG_PORT = String(process.env.FAULTS_PG_PORT || 5460);
const ORIGIN = `http://localhost:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR || '.next';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
// Not under `work` (mode 700): the cluster runs as the postgres user when we are root.
const pgEnv = { ...process.env, PG_CLUSTER_DIR: process.env.FAULTS_PG_DIR || `/tmp/portal-faults-pg-${PG_PORT}`, PG_CLUSTER_PORT: PG_PORT };
const started = Date.now();
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
}

const pgCluster = (...args) => execFileSync('bash', ['scripts/pg-cluster.sh', ...args], { env: pgEnv, encoding: 'utf8' }).trim();
const pgBin = () => fs.readdirSync('/usr/lib/postgresql').sort().map((v) => `/usr/lib/postgresql/${v}/bin`).pop();
function pgCtl(action) {
  const args = ['-D', pgEnv.PG_CLUSTER_DIR, '-w', ...(action === 'start' ? ['-l', path.join(pgEnv.PG_CLUSTER_DIR, 'server.log'), '-o', `-h 127.0.0.1 -p ${PG_PORT} -k /tmp`] : ['-m', 'fast']), action];
  const command = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', `${pgBin()}/pg_ctl`, ...args]] : [`${pgBin()}/pg_ctl`, args];
  execFileSync(command[0], command[1], { stdio: 'ignore' });
}

/** One request on a new connection (no keep-alive: a reused socket the server is closing would fail for the client's reasons). */
function get(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const request = http.request(`${ORIGIN}${url}`, { method, headers, agent: false, timeout: 20_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text, headers: new Headers(Object.entries(response.headers).map(([k, v]) => [k, String(v)])) }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: 0, text: String(error), headers: new Headers() }));
    request.end(body);
  });
}

async function until(what, test, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`  (gave up waiting for ${what} after ${seconds} s)`);
  return false;
}

const envelope = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A multipart upload sent slowly: `seconds` of 64 KB chunks, started now; resolves with the answer. */
function slowUpload(seconds) {
  const boundary = 'faults-boundary-1234';
  const head = [
    ['title', 'Медленная загрузка'],
    ['description', 'Проверка плавной остановки'],
    ['name', 'Иван Петров'],
    ['email', 'slow@example.org'],
    ['phone', '+7 391 200-00-00'],
    ['consent', 'true'],
  ]
    .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return new Promise((resolve) => {
    const request = http.request(`${ORIGIN}/api/v1/request/create`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, language: 'en' } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.write(head + fileHead);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const steps = seconds * 5;
    const timer = setInterval(() => {
      sent += 1;
      request.write(chunk);
      if (sent >= steps) {
        clearInterval(timer);
        request.end(tail);
      }
    }, 200);
  });
}

let server;
async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No production build in ${distDir}: run \`npx next build\` first.`);
  pgCluster('start');
  const databaseUri = pgCluster('createdb', 'portal_faults');
  console.log(`PostgreSQL on ${PG_PORT}; next start on ${PORT} (${distDir})`);
  fs.rmSync(path.join(distDir, 'cache/fetch-cache'), { recursive: true, force: true });
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(PORT)], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URI: databaseUri,
      UPLOADS_DIR: path.join(work, 'uploads'),
      OUTBOX_DIR: path.join(work, 'outbox'),
      PUBLIC_URL: ORIGIN,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'faults-test-secret-0123456789abcdef0123',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverLog = '';
  server.stderr.on('data', (chunk) => (serverLog = (serverLog + chunk).slice(-20_000)));
  if (!(await until('the server', async () => (await get('/api/v1/health/ready')).status === 200, 240))) throw new Error(`the server did not start:\n${serverLog}`);
  console.log(`ready after ${Math.round((Date.now() - started) / 1000)} s`);

  // Warm the cache: the pages a visitor saw before the outage.
  const cached = ['/', '/news', '/en'];
  for (const url of cached) check(`before: ${url} renders`, (await get(url)).status === 200);

  // 1. The database goes away.
  pgCtl('stop');
  const outageStarted = Date.now();
  for (const url of cached) {
    const page = await get(url);
    check(`database down: cached ${url} still 200`, page.status === 200, `got ${page.status} ${page.text.slice(0, 200)}`);
  }
  // A page no run has rendered yet (rendered pages stay in the build's cache across runs).
  const unseen = `/en/news/faults-${Date.now().toString(36)}`;
  const fresh = await get(unseen);
  check('database down: a page never rendered answers 500 with the error page', fresh.status === 500 && /<html/i.test(fresh.text), `got ${fresh.status}`);
  const api = await get('/api/v1/news?page=1&limit=5', { headers: { language: 'en' } });
  const body = envelope(api.text);
  check('database down: /api/v1/news is 503 in the envelope', api.status === 503 && body?.success === false && typeof body?.result?.message === 'string', `got ${api.status} ${api.text.slice(0, 200)}`);
  check('database down: the 503 says when to retry, in English for Language: en', api.headers.get('retry-after') !== null && /database/i.test(body?.result?.message ?? ''));
  check('database down: no stack trace in the answer', !/\bat .+:\d+:\d+|node_modules/.test(api.text));
  const login = await get('/api/v1/auth/login/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@example.org', password: 'whatever-123' }) });
  check('database down: login is 503 in the envelope', login.status === 503 && envelope(login.text)?.success === false, `got ${login.status} ${login.text.slice(0, 200)}`);
  check('database down: liveness 200', (await get('/api/v1/health/live')).status === 200);
  check('database down: readiness 503', (await get('/api/v1/health/ready')).status === 503);
  check('database down: the process is still running', server.exitCode === null);

  // 2. The database comes back: no restart.
  pgCtl('start');
  const recovered = await until('readiness after the database came back', async () => (await get('/api/v1/health/ready')).status === 200, 60);
  check('database back: readiness 200 without a restart', recovered);
  console.log(`  (outage and recovery took ${Math.round((Date.now() - outageStarted) / 1000)} s)`);
  const news = await get('/api/v1/news?page=1&limit=5');
  check('database back: /api/v1/news 200', news.status === 200 && envelope(news.text)?.success === true, `got ${news.status}`);
  const again = await get(unseen);
  check('database back: the page that failed renders again (an unknown item: 404)', again.status === 404 && /<html/i.test(again.text), `got ${again.status}`);

  // 3. SIGTERM while an upload is in flight.
  const upload = slowUpload(4);
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refused = await get('/api/v1/health/live');
  check('after SIGTERM: new connections are refused', refused.status === 0, `got ${refused.status}`);
  const answer = await upload;
  const result = envelope(answer.text);
  check('after SIGTERM: the upload in flight completes with 200', answer.status === 200 && result?.success === true, `got ${answer.status} ${answer.text.slice(0, 200)}`);
  const exit = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]);
  check('after SIGTERM: the process exits once the upload is answered', exit !== null, 'still running 20 s later');
  if (result?.result?.id) {
    const files = fs.existsSync(path.join(work, 'uploads/private')) ? fs.readdirSync(path.join(work, 'uploads/private'), { recursive: true }).length : 0;
    check('after SIGTERM: the uploaded file is on disk', files > 0);
  }
}

try {
  await main();
} catch (error) {
  failed += 1;
  console.error(error);
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  try {
    pgCluster('stop');
  } catch {
    // already gone
  }
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`\nfaults: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
