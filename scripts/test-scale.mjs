#!/usr/bin/env node
/**
 * npm run test:scale — the portal past one machine (docs/decisions/026-running-past-one-machine.md).
 * Starts on loopback a throw-away PostgreSQL, Redis, an S3-compatible server (s3rver from npm), two `next start`
 * instances of ONE build and nginx with the deploy's proxy rules (deploy/nginx/*.conf), then checks through nginx:
 * a publish on A shows on B (its pages and its search index), counters shared across instances, private files and public media in the bucket, migrations and seed once,
 * micro-cached pages against a bare-Node ceiling, private answers never shared, failover with A killed under load.
 * Installs redis-server and nginx with apt, s3rver with npm (into var/scale-tools) when missing. Builds into
 * $NEXT_DIST_DIR (default .next-scale) when there is no build there. Prints every figure; exits 1 on a failed check.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORTS = { a: 3480, b: 3481, ceiling: 3482, metricsA: 3488, metricsB: 3489, nginx: 8480, redis: 6480, s3: 9480, pg: 5480 };
const DIST = process.env.NEXT_DIST_DIR || '.next-scale';
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
fs.chmodSync(WORK, 0o755); // nginx's workers (www-data when started as root) keep their cache and buffers here
const PG = { dir: '/tmp/pg-scale', port: String(PORTS.pg) };
const BUCKET = 'portal';
const STAFF = { email: 'scale-admin@example.org', password: 'scale-admin-pass-42' };
const LIMITS = { registration: 4, loginAttempts: 5 };
const SITE = `http://localhost:${PORTS.nginx}`;
const A = `http://localhost:${PORTS.a}`;
const B = `http://localhost:${PORTS.b}`;
// SCALE_BUCKET=off: no S3 server (private files on each instance's disk); the file check is reported as skipped.
const WITH_BUCKET = process.env.SCALE_BUCKET !== 'off';
const started = Date.now();
const children = [];
const results = [];

const log = (line) => console.log(`[scale ${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A check's outcome: pass, fail, or pending (not run in this configuration — said why, never counted as passed). */
function record(name, status, detail) {
  results.push({ name, status, detail });
  log(`${status.toUpperCase().padEnd(7)} ${name}: ${detail}`);
}

// ---------------------------------------------------------------- tools
function have(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}
function ensureTools() {
  const missing = [['redis-server', 'redis-server'], ['nginx', 'nginx-light']].filter(([command]) => !have(command) && !fs.existsSync(`/usr/sbin/${command}`));
  if (missing.length) {
    log(`installing ${missing.map(([, pkg]) => pkg).join(', ')} with apt`);
    execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([, pkg]) => pkg).join(' ')}`], { stdio: 'inherit' });
  }
  const tools = path.join(ROOT, 'var/scale-tools');
  if (!fs.existsSync(path.join(tools, 'node_modules/s3rver'))) {
    log('installing s3rver (an S3-compatible server) with npm into var/scale-tools');
    fs.mkdirSync(tools, { recursive: true });
    if (!fs.existsSync(path.join(tools, 'package.json'))) fs.writeFileSync(path.join(tools, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', 's3rver@3.7.1', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: tools, stdio: 'inherit' });
  }
  return tools;
}

// ---------------------------------------------------------------- processes
function start(name, command, args, options = {}) {
  const out = fs.openSync(path.join(WORK, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], detached: true, ...options });
  child.label = name;
  children.push(child);
  return child;
}
function kill(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
async function waitFor(what, probe, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return true;
    await sleep(300);
  }
  throw new Error(`${what} not ready within ${ms / 1000} s (logs in ${WORK})`);
}
const healthy = (origin) => async () => (await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) })).ok;
function psql(database, sql) {
  const bin = fs.readdirSync('/usr/lib/postgresql').sort().at(-1);
  return execFileSync(`/usr/lib/postgresql/${bin}/bin/psql`, ['-h', '127.0.0.1', '-p', PG.port, '-U', 'portal', '-d', database, '-At', '-F', '\t', '-c', sql], { encoding: 'utf8' }).trim();
}

function build() {
  if (fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`reusing the build in ${DIST} (delete it to rebuild)`);
    return;
  }
  log(`building into ${DIST} without PAYLOAD_SECRET, database, Redis or bucket settings`);
  const env = { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: '', DATABASE_URI: '', REDIS_URL: '', S3_BUCKET: '' };
  // Next adds the build folder's generated types to tsconfig.json's `include`: put the file back as it was, so the
  // check leaves the checkout clean.
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  const original = fs.readFileSync(tsconfig, 'utf8');
  const result = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
  fs.writeFileSync(tsconfig, original);
  if (result.status !== 0) throw new Error('next build failed');
}

function instanceEnv(name, databaseUri, metricsPort) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    PAYLOAD_SECRET: crypto.createHash('sha256').update(`scale-${WORK}`).digest('hex'),
    DATABASE_URI: databaseUri,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    ...(WITH_BUCKET
      ? { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' }
      : { S3_BUCKET: '' }),
    TRUSTED_PROXY_HOPS: '1',
    PUBLIC_URL: SITE,
    // Each instance its own folders: a file found there would have missed the bucket.
    UPLOADS_DIR: path.join(WORK, `uploads-${name}`),
    OUTBOX_DIR: path.join(WORK, 'outbox'),
    SEED_DEMO: 'true',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    AUTH_LIMIT_REGISTRATION: String(LIMITS.registration),
    AUTH_LIMIT_LOGIN_FAILURES: String(LIMITS.loginAttempts),
    // The failover load sends a few hundred guest submissions from one address and one e-mail in seconds.
    LIMIT_SUBMISSION: '100000',
    LIMIT_SUBMISSION_ACCOUNT: '100000',
    METRICS_PORT: String(metricsPort),
  };
}

function nginxConfig() {
  const conf = path.join(WORK, 'nginx.conf');
  const deploy = path.join(ROOT, 'deploy/nginx');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${WORK}/nginx.pid;
error_log ${WORK}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${WORK}/nginx-body;
  proxy_temp_path ${WORK}/nginx-proxy;
  fastcgi_temp_path ${WORK}/nginx-fastcgi;
  uwsgi_temp_path ${WORK}/nginx-uwsgi;
  scgi_temp_path ${WORK}/nginx-scgi;
  upstream portal {
    server 127.0.0.1:${PORTS.a} max_fails=2 fail_timeout=10s;
    server 127.0.0.1:${PORTS.b} max_fails=2 fail_timeout=10s;
    keepalive 32;
  }
  proxy_cache_path ${WORK}/nginx-cache levels=1:2 keys_zone=portal_micro:10m max_size=256m inactive=10m use_temp_path=off;
  include ${deploy}/portal-http.conf;
  server {
    listen 127.0.0.1:${PORTS.nginx};
    server_name localhost;
    include ${deploy}/portal-server.conf;
  }
}
`,
  );
  return conf;
}

// ---------------------------------------------------------------- helpers over HTTP
async function json(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
async function staffToken(origin) {
  const { status, body } = await json(`${origin}/api/cms/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (status !== 200) throw new Error(`staff login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}
const guestRequest = (title, files = []) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ title, description: 'Проверка нескольких экземпляров', name: 'Иван Петров', email: 'scale@example.org', phone: '+7 391 200-00-00', consent: 'true' })) form.append(key, value);
  files.forEach(([name, bytes], index) => form.append(`files[${index}]`, new Blob([bytes]), name));
  return form;
};
const SAMPLE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% scale test\n'), crypto.randomBytes(600_000), Buffer.from('\n%%EOF\n')]);

// ---------------------------------------------------------------- checks
async function checkPublish(token) {
  const marker = crypto.randomBytes(4).toString('hex');
  const title = `Масштаб ${marker}`;
  const page = '/news';
  if ((await fetch(`${B}${page}`)).status !== 200) throw new Error(`${page} on B is not 200`);
  await fetch(`${B}${page}`); // cached on B now
  // B's search index exists before the publish (a first search builds it): the publish must reach it through Redis.
  const searchOnB = async () => (await json(`${B}/api/v1/search?q=${marker}`)).body?.result?.totalCount ?? 0;
  await searchOnB();
  const before = Date.now();
  const created = await json(`${A}/api/cms/news?locale=ru`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ title, publishedAt: new Date().toISOString(), _status: 'published' }),
  });
  if (created.status !== 201) throw new Error(`creating news on A: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
  let onB = null;
  let viaNginx = null;
  while (Date.now() - before < 10_000 && (onB === null || viaNginx === null)) {
    if (onB === null && (await (await fetch(`${B}${page}`)).text()).includes(title)) onB = Date.now() - before;
    if (viaNginx === null && (await (await fetch(`${SITE}${page}`)).text()).includes(title)) viaNginx = Date.now() - before;
    await sleep(100);
  }
  const ok = onB !== null && onB <= 5000;
  record('publish on A shows on B', ok ? 'pass' : 'fail', `news item on B's ${page} after ${onB ?? '>10000'} ms (target ≤ 5000), through nginx after ${viaNginx ?? '>10000'} ms (micro-cache 3 s)`);
  // The site search's index on B follows the publish on A (lib/platform/content-changes.ts): one poll every 300 ms stays
  // under the search's per-address limit.
  let foundOnB = null;
  while (Date.now() - before < 15_000 && foundOnB === null) {
    if ((await searchOnB()) > 0) foundOnB = Date.now() - before;
    else await sleep(300);
  }
  record('publish on A is findable on B', foundOnB !== null && foundOnB <= 10_000 ? 'pass' : 'fail', `GET /search on B found it after ${foundOnB ?? '>15000'} ms (target ≤ 10000)`);
}

async function checkSharedCounters() {
  // Registration: LIMITS.registration per client address; all these come through nginx from one address.
  const statuses = [];
  for (let i = 0; i < LIMITS.registration * 2; i += 1) {
    const email = `limit-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const answer = await json(`${SITE}/api/v1/auth/registration/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: 'ru' },
      body: JSON.stringify({ name: 'Иван', surname: 'Петров', phone: '+7 391 200-00-00', email, password: 'correct-horse-42', consent: true }),
    });
    statuses.push(answer.status);
  }
  const accepted = statuses.filter((status) => status === 200).length;
  const detail = `${accepted} of ${statuses.length} registrations accepted with a limit of ${LIMITS.registration} (statuses ${statuses.join(' ')})`;
  record('registration limit across instances', accepted === LIMITS.registration ? 'pass' : 'fail', detail);

  const unknown = `nobody-${crypto.randomBytes(4).toString('hex')}@example.org`;
  const logins = [];
  for (let i = 0; i < LIMITS.loginAttempts * 2 + 2; i += 1) {
    const answer = await json(`${SITE}/api/v1/auth/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: unknown, password: 'wrong-password-1', session: false }),
    });
    logins.push(answer.status);
  }
  const firstLocked = logins.indexOf(429) + 1;
  const lockDetail = `an unknown e-mail is locked at attempt ${firstLocked || 'never'} of ${logins.length} (expected ${LIMITS.loginAttempts + 1}; statuses ${logins.join(' ')})`;
  const lockOk = firstLocked === LIMITS.loginAttempts + 1;
  record('login lockout across instances', lockOk ? 'pass' : 'fail', lockDetail);
}

const bucketClient = () => new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${PORTS.s3}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
/** Files under one of the instances' own upload folders (uploads-a/<sub>, uploads-b/<sub>): none may be there with a bucket. */
function filesOnDisk(sub) {
  return ['a', 'b'].flatMap((name) => {
    const dir = path.join(WORK, `uploads-${name}`, sub);
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()) : [];
  });
}

async function checkFiles(token) {
  const s3 = bucketClient();
  const objects = async () => (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'private/' }))).KeyCount ?? 0;
  const before = await objects();
  const sent = await json(`${A}/api/v1/request/create`, { method: 'POST', body: guestRequest(`Файл ${Date.now()}`, [['plan.pdf', SAMPLE_PDF]]) });
  if (sent.status !== 200) throw new Error(`upload on A: ${sent.status} ${JSON.stringify(sent.body).slice(0, 300)}`);
  const file = sent.body.result.files[0];
  // A staff member's browser: the admin's cookie, which Payload trusts only with the browser's Sec-Fetch-Site.
  const staff = { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' };
  const download = await fetch(`${B}/api/v1/file/${file.id}`, { headers: staff });
  const bytes = Buffer.from(await download.arrayBuffer());
  const viaNginx = await fetch(`${SITE}/api/v1/file/${file.id}`, { headers: staff });
  const anonymous = await fetch(`${SITE}/api/v1/file/${file.id}`);
  const after = await objects();
  const onDisk = filesOnDisk('private');
  const ok = download.status === 200 && bytes.equals(SAMPLE_PDF) && viaNginx.status === 200 && anonymous.status === 401 && after === before + 1 && onDisk.length === 0;
  record(
    'file uploaded on A, downloaded on B, in the bucket',
    ok ? 'pass' : 'fail',
    `${SAMPLE_PDF.length} bytes; B answered ${download.status} with ${bytes.equals(SAMPLE_PDF) ? 'the same' : 'different'} bytes; nginx ${viaNginx.status}; anonymous ${anonymous.status}; bucket objects under private/ ${before} → ${after}; files on the instances' disks: ${onDisk.length}`,
  );
}

/** An editor's picture through Payload's REST API on A: the original and its sizes in the bucket, served by B. */
async function checkMedia(token) {
  const s3 = bucketClient();
  const name = `scale-${crypto.randomBytes(4).toString('hex')}.png`;
  const image = await sharp(crypto.randomBytes(900 * 600 * 3), { raw: { width: 900, height: 600, channels: 3 } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), name);
  form.append('_payload', JSON.stringify({ alt: 'Проверка хранилища' }));
  const created = await json(`${A}/api/cms/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form });
  if (created.status !== 201) throw new Error(`media upload on A: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
  const doc = created.body.doc;
  const expected = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename).filter(Boolean)];
  const keys = new Set(((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key));
  const missing = expected.filter((key) => !keys.has(key));
  const served = await fetch(`${B}/api/cms/media/file/${encodeURIComponent(doc.filename)}`);
  const servedBytes = Buffer.from(await served.arrayBuffer());
  const viaNginx = await fetch(`${SITE}/api/cms/media/file/${encodeURIComponent(doc.filename)}`);
  await viaNginx.arrayBuffer();
  const onDisk = filesOnDisk('media');
  const ok = missing.length === 0 && served.status === 200 && servedBytes.equals(image) && viaNginx.status === 200 && onDisk.length === 0;
  record(
    'media uploaded on A, in the bucket, served by B',
    ok ? 'pass' : 'fail',
    `${image.length} bytes PNG through /api/cms/media: ${expected.length - missing.length} of ${expected.length} objects (original and sizes) in the bucket${missing.length ? ` (missing ${missing.join(', ')})` : ''}; B answered ${served.status} with ${servedBytes.equals(image) ? 'the same' : 'different'} bytes; nginx ${viaNginx.status}; files in the instances' media folders: ${onDisk.length}`,
  );
}

function checkOnce(database) {
  const duplicates = psql(database, 'SELECT name FROM payload_migrations GROUP BY name HAVING count(*) > 1');
  const migrations = psql(database, "SELECT count(*) FROM payload_migrations WHERE name <> 'dev'");
  const seeded = psql(database, 'SELECT count(*) FROM news');
  const duplicateNews = psql(database, 'SELECT count(*) FROM (SELECT slug FROM news GROUP BY slug HAVING count(*) > 1) d');
  const ok = duplicates === '' && duplicateNews === '0';
  record('migrations and seed ran once', ok ? 'pass' : 'fail', `${migrations} migrations recorded, ${duplicates ? `duplicated: ${duplicates}` : 'none twice'}; ${seeded} news rows, ${duplicateNews} slugs twice`);
}

async function bench(url, seconds, headers) {
  const result = await autocannon({ url, connections: 16, duration: seconds, headers });
  return { rps: result.requests.average, errors: result.errors + result.non2xx, p99: result.latency.p99 };
}

async function checkThroughput() {
  const page = '/news';
  // The page as nginx sends it to a browser: gzip (fetch hands over the decoded bytes; compress them again).
  const body = zlib.gzipSync(Buffer.from(await (await fetch(`${SITE}${page}`)).arrayBuffer()));
  const ceilingServer = start('ceiling', process.execPath, [
    '-e',
    `const body = Buffer.from(${JSON.stringify(body.toString('base64'))}, 'base64');
     require('node:http').createServer((q, s) => s.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' }).end(body)).listen(${PORTS.ceiling}, '127.0.0.1');`,
  ]);
  await waitFor('ceiling server', async () => (await fetch(`http://127.0.0.1:${PORTS.ceiling}/`)).ok, 10_000);
  const headers = { 'Accept-Encoding': 'gzip' };
  await bench(`${SITE}${page}`, 1, headers); // warm the micro-cache and connections
  const ceiling = await bench(`http://127.0.0.1:${PORTS.ceiling}/`, 5, headers);
  const proxied = await bench(`${SITE}${page}`, 5, headers);
  kill(ceilingServer);
  const ratio = proxied.rps / ceiling.rps;
  record(
    'anonymous cached pages through nginx',
    ratio >= 0.7 && proxied.errors === 0 ? 'pass' : 'fail',
    `${proxied.rps.toFixed(0)} req/s (p99 ${proxied.p99} ms, ${proxied.errors} errors) against a bare-Node ceiling of ${ceiling.rps.toFixed(0)} req/s for the same ${body.length} bytes: ${(ratio * 100).toFixed(0)} % (target ≥ 70 %)`,
  );
}

async function investor(ip) {
  const email = `cabinet-${crypto.randomBytes(4).toString('hex')}@example.org`;
  const headers = { 'Content-Type': 'application/json', Language: 'ru', 'X-Forwarded-For': ip };
  const registered = await json(`${A}/api/v1/auth/registration/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Мария', surname: 'Соколова', phone: '+7 391 200-00-00', email, password: 'correct-horse-42', consent: true }),
  });
  if (registered.status !== 200) throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body).slice(0, 200)}`);
  const login = await json(`${B}/api/v1/auth/login/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'correct-horse-42', session: true }) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body).slice(0, 200)}`);
  return { email, token: login.body.result.token };
}

async function checkPrivate() {
  const people = [await investor('198.51.100.7'), await investor('198.51.100.8')];
  let mismatches = 0;
  let cached = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const person of people) {
      const answer = await json(`${SITE}/api/v1/user/info`, { headers: { Cookie: `portal_session=${person.token}`, Language: 'ru' } });
      if (answer.body?.result?.email !== person.email) mismatches += 1;
      const page = await fetch(`${SITE}/news`, { headers: { Cookie: `portal_session=${person.token}` } });
      if (page.headers.get('x-cache-status') !== 'BYPASS') cached += 1;
    }
  }
  record('a logged-in visitor never gets another\'s answer', mismatches === 0 && cached === 0 ? 'pass' : 'fail', `40 requests of 2 investors alternating through nginx: ${mismatches} wrong profiles, ${cached} answers from the shared micro-cache`);
}

function checkMetrics(text) {
  const value = (pattern) =>
    text
      .split('\n')
      .filter((line) => pattern.test(line))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  const requests = value(/^portal_http_requests_total\{/);
  const hits = value(/^portal_cache_lookups_total\{.*result="hit"/);
  const misses = value(/^portal_cache_lookups_total\{.*result="miss"/);
  const uploads = value(/^portal_upload_bytes_total\{storage="s3"\}/);
  const ok = requests > 0 && hits > 0 && (!WITH_BUCKET || uploads >= SAMPLE_PDF.length);
  record('metrics scraped from instance A', ok ? 'pass' : 'fail', `${requests} requests counted, cache ${hits} hits / ${misses} misses, ${uploads} upload bytes to s3 (metrics port ${PORTS.metricsA}, loopback only)`);
}

async function checkFailover(a) {
  const seconds = 8;
  const stopAt = Date.now() + seconds * 1000;
  const killAt = Date.now() + 3000;
  const tag = crypto.randomBytes(3).toString('hex');
  const pages = { ok: 0, failed: 0 };
  const posts = { ok: 0, failed: 0, inFlight: 0, inFlightAtKill: 0 };
  const accepted = [];
  let killed = false;
  let sequence = 0;
  const pagePaths = ['/news', '/en/news', '/events', '/zh/news', '/meri-podderjki', '/faq'];
  const viewer = async (index) => {
    for (let i = index; Date.now() < stopAt; i += 1) {
      try {
        const response = await fetch(`${SITE}${pagePaths[i % pagePaths.length]}`, { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status < 500) pages.ok += 1;
        else pages.failed += 1;
      } catch {
        pages.failed += 1;
      }
    }
  };
  const submitter = async () => {
    while (Date.now() < stopAt) {
      sequence += 1;
      const title = `failover-${tag}-${sequence}`;
      posts.inFlight += 1;
      try {
        const response = await fetch(`${SITE}/api/v1/request/create`, { method: 'POST', body: guestRequest(title), signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status === 200) {
          posts.ok += 1;
          accepted.push(title);
        } else posts.failed += 1;
      } catch {
        posts.failed += 1;
      } finally {
        posts.inFlight -= 1;
      }
    }
  };
  const killer = (async () => {
    await sleep(killAt - Date.now());
    posts.inFlightAtKill = posts.inFlight;
    kill(a, 'SIGKILL');
    killed = true;
    log(`instance A killed with ${posts.inFlightAtKill} submissions in flight`);
  })();
  await Promise.all([...Array.from({ length: 6 }, (_, index) => viewer(index)), ...Array.from({ length: 4 }, () => submitter()), killer]);
  const stored = new Set(psql(process.env.SCALE_DB, `SELECT title FROM requests WHERE title LIKE 'failover-${tag}-%'`).split('\n').filter(Boolean));
  const lost = accepted.filter((title) => !stored.has(title));
  const ok = killed && pages.failed === 0 && lost.length === 0 && posts.failed <= posts.inFlightAtKill;
  record(
    'failover with instance A killed under load',
    ok ? 'pass' : 'fail',
    `${seconds} s of 6 page viewers and 4 submitters through nginx, A killed at 3 s: pages ${pages.ok} ok / ${pages.failed} failed; submissions ${posts.ok} accepted / ${posts.failed} failed (${posts.inFlightAtKill} were in flight when A died); accepted but not stored: ${lost.length}`,
  );
}

// ---------------------------------------------------------------- main
async function main() {
  const tools = ensureTools();
  build();

  execFileSync('bash', ['scripts/pg-cluster.sh', 'start'], { cwd: ROOT, env: { ...process.env, PG_CLUSTER_DIR: PG.dir, PG_CLUSTER_PORT: PG.port }, stdio: 'ignore' });
  const database = `scale_${Date.now().toString(36)}`;
  const databaseUri = execFileSync('bash', ['scripts/pg-cluster.sh', 'createdb', database], { cwd: ROOT, env: { ...process.env, PG_CLUSTER_DIR: PG.dir, PG_CLUSTER_PORT: PG.port }, encoding: 'utf8' }).trim();
  process.env.SCALE_DB = database;
  log(`PostgreSQL ${databaseUri}`);

  start('redis', 'redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', WORK]);
  fs.mkdirSync(path.join(WORK, 's3'));
  if (WITH_BUCKET) start('s3', process.execPath, [
    '-e',
    `const S3rver = require(${JSON.stringify(path.join(tools, 'node_modules/s3rver'))});
     new S3rver({ port: ${PORTS.s3}, address: '127.0.0.1', directory: ${JSON.stringify(path.join(WORK, 's3'))}, silent: true, configureBuckets: [{ name: '${BUCKET}' }] }).run();`,
  ]);
  await waitFor('Redis', async () => spawnSync('redis-cli', ['-p', String(PORTS.redis), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG', 10_000);
  if (WITH_BUCKET) await waitFor('s3rver', async () => (await fetch(`http://127.0.0.1:${PORTS.s3}/`)).status < 500, 15_000);

  // Both instances start together on the empty database: migrations and the seed must run once.
  log('starting instances A and B together');
  const launch = (name, port, metricsPort) =>
    start(`app-${name}`, 'npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], { env: { ...instanceEnv(name, databaseUri, metricsPort), PORT: String(port) } });
  const a = launch('a', PORTS.a, PORTS.metricsA);
  const b = launch('b', PORTS.b, PORTS.metricsB);
  let instanceA = a;
  const up = (child, origin) => waitFor(`instance ${child.label}`, async () => (child.exitCode === null ? healthy(origin)() : Promise.reject(new Error('exited'))), 180_000);
  const together = await Promise.allSettled([up(a, A), up(b, B)]);
  if (together.every((outcome) => outcome.status === 'fulfilled')) {
    record('two instances start together on an empty database', 'pass', 'both healthy');
  } else {
    const detail = `${together.filter((outcome) => outcome.status === 'rejected').length} of 2 failed to start together (see ${WORK}/app-*.log); started again one after the other`;
    // Migrations and the seed run under the start-up lock (cms/startup-lock.ts, ADR 027): both must come up.
    record('two instances start together on an empty database', 'fail', detail);
    for (const [index, [child, origin, name, port, metricsPort]] of [[a, A, 'a', PORTS.a, PORTS.metricsA], [b, B, 'b', PORTS.b, PORTS.metricsB]].entries()) {
      if (together[index].status === 'fulfilled') continue;
      kill(child);
      const again = launch(name, port, metricsPort);
      if (name === 'a') instanceA = again;
      await up(again, origin);
    }
  }
  log('both instances healthy');
  // The first page render of each instance (the seed has to be there too).
  await waitFor('seeded news', async () => (await fetch(`${A}/api/v1/news`)).ok, 60_000);

  const conf = nginxConfig();
  execFileSync('nginx', ['-t', '-q', '-e', path.join(WORK, 'nginx-error.log'), '-c', conf, '-p', WORK], { stdio: 'inherit' });
  start('nginx', 'nginx', ['-e', path.join(WORK, 'nginx-error.log'), '-c', conf, '-p', WORK, '-g', 'daemon off;']);
  await waitFor('nginx', healthy(SITE), 10_000);

  checkOnce(database);
  const token = await staffToken(A);
  await checkPublish(token);
  if (WITH_BUCKET) {
    await checkFiles(token);
    await checkMedia(token);
  } else {
    record('file uploaded on A, downloaded on B, in the bucket', 'pending', 'not run: SCALE_BUCKET=off');
    record('media uploaded on A, in the bucket, served by B', 'pending', 'not run: SCALE_BUCKET=off');
  }
  await checkSharedCounters();
  await checkPrivate();
  await checkThroughput();
  checkMetrics(await (await fetch(`http://127.0.0.1:${PORTS.metricsA}/metrics`)).text());
  await checkFailover(instanceA);
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(error);
  record('run', 'fail', error instanceof Error ? error.message : String(error));
} finally {
  for (const child of children.reverse()) kill(child);
  spawnSync('bash', ['scripts/pg-cluster.sh', 'stop'], { cwd: ROOT, env: { ...process.env, PG_CLUSTER_DIR: PG.dir, PG_CLUSTER_PORT: PG.port } });
  const failed = results.filter((result) => result.status === 'fail').length;
  const passed = results.filter((result) => result.status === 'pass').length;
  const pending = results.filter((result) => result.status === 'pending').length;
  console.log(`\ntest:scale in ${((Date.now() - started) / 1000).toFixed(0)} s (logs: ${WORK})`);
  for (const result of results) console.log(`  ${result.status.toUpperCase().padEnd(7)} ${result.name}: ${result.detail}`);
  console.log(`${passed} passed, ${failed} failed${pending ? `, ${pending} skipped` : ''}`);
  code = failed ? 1 : 0;
}
process.exit(code);
