#!/usr/bin/env node
/**
 * npm run bench:soak — a bounded soak (SOAK_SECONDS, default 300; loopback only) mixing what visitors do: page views,
 * API reads, logins, project submissions with files (POST /api/v1/request/create) and appeals with a file
 * (POST /api/v1/message/send). Prints (with their targets): the number of 5xx answers (0), lost submissions and files
 * (0: every accepted submission is listed afterwards with all its files, and every file downloads with the bytes sent)
 * and the server's memory growth after warm-up (< 20 %: median resident memory of the last 10 % of the run against
 * the first 10 % after warm-up).
 *
 * Uses a server already listening on $PORT (default 3443); otherwise starts `next start` from the existing build on a
 * fresh embedded database with the login limits raised, and stops it afterwards.
 */
import crypto from 'node:crypto';
import { benchInvestor } from './bench-account.mjs';
import { table, verdict } from './bench-load.mjs';
import { healthy, listeningPid, rssKb, startServer, stop, UNLIMITED } from './bench-server.mjs';

const port = Number(process.env.PORT || 3443);
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.SOAK_SECONDS || 300);
const warmUpSeconds = Math.max(10, Math.round(seconds / 10));
const TARGET_GROWTH = 0.2;

const sha = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small PDF-looking file (the upload check reads the head) of 10–200 KB. */
function pdfFile(label) {
  const body = crypto.randomBytes(10_240 + crypto.randomInt(190_000));
  const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label}\n`), body]);
  return { name: `${label}.pdf`, bytes, sha: sha(bytes) };
}

const counts = new Map();
function count(kind, status) {
  const entry = counts.get(kind) ?? { total: 0, server: 0, other: 0 };
  entry.total += 1;
  if (status >= 500 || status === 0) entry.server += 1;
  else if (status >= 400) entry.other += 1;
  counts.set(kind, entry);
}

async function request(kind, url, init = {}) {
  try {
    const response = await fetch(`${origin}${url}`, init);
    const body = await response.arrayBuffer();
    count(kind, response.status);
    return { status: response.status, body: Buffer.from(body) };
  } catch {
    count(kind, 0); // no answer at all counts as a server failure
    return { status: 0, body: Buffer.alloc(0) };
  }
}

let server;
try {
  if (!(await healthy(origin))) server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port}` });
  const pid = listeningPid(port);
  const account = await benchInvestor(origin, { prefix: 'soak' });
  const auth = { Authorization: `Bearer ${account.token}`, Language: 'ru' };
  const newsSlug = JSON.parse((await request('setup', '/api/v1/news?page=1&limit=1')).body).result.items[0].slug;
  const pages = ['/', '/news', `/news/${newsSlug}`, '/en/news', '/investicionnie-ploshadki/proizvodstvennie-ploshadki', '/events', '/kalkulator-lgot'];
  const reads = ['/api/v1/news?page=1&limit=10', '/api/v1/event?page=1&limit=10', '/api/v1/proizvodstvennie-ploshadki?page=1&limit=10', `/api/v1/news/${newsSlug}`];
  const sent = { requests: new Map(), appeals: new Map() }; // id → files [{ name, sha }]

  const started = performance.now();
  const end = started + seconds * 1000;
  const running = () => performance.now() < end;
  const pick = (list) => list[crypto.randomInt(list.length)];
  const loop = async (pauseMs, step) => {
    while (running()) {
      await step();
      if (pauseMs) await sleep(pauseMs);
    }
  };

  const submit = async (kind, url, fields, fileField) => {
    const files = Array.from({ length: kind === 'requests' ? 1 + crypto.randomInt(2) : 1 }, (_, i) => pdfFile(`soak-${kind}-${Date.now()}-${i}`));
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    files.forEach((file, i) => form.append(`${fileField}[${i}]`, new Blob([file.bytes], { type: 'application/pdf' }), file.name));
    const { status, body } = await request(kind, url, { method: 'POST', headers: auth, body: form });
    if (status === 200) sent[kind].set(JSON.parse(body).result.id, files.map(({ name, sha: digest }) => ({ name, sha: digest })));
  };

  const samples = [];
  const sampler = setInterval(() => samples.push({ at: performance.now() - started, kb: rssKb(pid) }), 1000);
  const loginBody = JSON.stringify({ email: account.email, password: account.password, session: true });
  await Promise.all([
    ...Array.from({ length: 4 }, () => loop(0, () => request('page view', pick(pages)))),
    ...Array.from({ length: 2 }, () => loop(0, () => request('API read', pick(reads), { headers: { Language: 'ru' } }))),
    loop(1000, () => request('login', '/api/v1/auth/login/email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: loginBody })),
    loop(1500, () => submit('requests', '/api/v1/request/create', { title: 'Soak', description: 'A project sent by the soak benchmark.' }, 'files')),
    loop(3000, () => submit('appeals', '/api/v1/message/send', { message: 'An appeal sent by the soak benchmark.', agreement: 'true' }, 'file')),
  ]);
  clearInterval(sampler);

  // Nothing lost: every accepted submission is listed with its files, and every file downloads with the bytes sent.
  let lostSubmissions = 0;
  let lostFiles = 0;
  for (const [kind, url] of [['requests', '/api/v1/request/list'], ['appeals', '/api/v1/message/list']]) {
    const listed = new Map();
    for (let page = 1; listed.size < sent[kind].size; page += 1) {
      const answer = JSON.parse((await request('verify', `${url}?page=${page}&limit=100`, { headers: auth })).body);
      const items = answer.result?.items ?? [];
      if (!items.length) break;
      for (const item of items) listed.set(item.id, item.files);
    }
    for (const [id, files] of sent[kind]) {
      const stored = listed.get(id);
      if (!stored) {
        lostSubmissions += 1;
        lostFiles += files.length;
        continue;
      }
      for (const file of files) {
        const ref = stored.find((candidate) => candidate.name === file.name);
        const download = ref ? await request('verify', ref.url, { headers: auth }) : { status: 404, body: Buffer.alloc(0) };
        if (download.status !== 200 || sha(download.body) !== file.sha) lostFiles += 1;
      }
    }
  }

  const median = (list) => {
    const sorted = list.map((s) => s.kb).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const window = Math.max(5, Math.round(seconds / 10)) * 1000;
  const afterWarmUp = median(samples.filter((s) => s.at >= warmUpSeconds * 1000 && s.at < warmUpSeconds * 1000 + window));
  const last = median(samples.filter((s) => s.at >= seconds * 1000 - window));
  const growth = afterWarmUp ? (last - afterWarmUp) / afterWarmUp : 0;
  const serverErrors = [...counts.values()].reduce((sum, entry) => sum + entry.server, 0);
  const accepted = sent.requests.size + sent.appeals.size;
  const sentFiles = [...sent.requests.values(), ...sent.appeals.values()].reduce((sum, files) => sum + files.length, 0);

  console.log(`\nSoak: ${seconds} s, loopback (${warmUpSeconds} s warm-up)`);
  console.log(table([['kind', 'requests', '5xx or no answer', 'other 4xx'], ...[...counts].map(([kind, entry]) => [kind, entry.total, entry.server, entry.other])]));
  console.log(table([
    ['figure', 'value', 'target', 'verdict'],
    ['5xx answers', serverErrors, '0', verdict(serverErrors === 0)],
    ['lost submissions', `${lostSubmissions} of ${accepted} accepted`, '0', verdict(lostSubmissions === 0 && accepted > 0)],
    ['lost files', `${lostFiles} of ${sentFiles} accepted`, '0', verdict(lostFiles === 0)],
    ['memory growth after warm-up', `${(afterWarmUp / 1024).toFixed(0)} → ${(last / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`, `< ${TARGET_GROWTH * 100} %`, verdict(growth < TARGET_GROWTH)],
  ]));
  if (serverErrors || lostSubmissions || lostFiles || !accepted || growth >= TARGET_GROWTH) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
