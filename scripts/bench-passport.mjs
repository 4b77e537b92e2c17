#!/usr/bin/env node
/**
 * npm run bench:passport — the site passport PDF (GET /api/v1/proizvodstvennie-ploshadki/{id}/passport.pdf):
 *  - the time to make one that is not cached yet (drawn in a worker thread), the first after start separately (it
 *    starts the worker), then the median of the next ones;
 *  - the time to serve one from the cache (median and 95th percentile of sequential requests);
 *  - the server process's resident memory (/proc/<pid>/status VmRSS, every 20 ms; worker threads included) while 20
 *    passports not cached yet are asked for at once, and the slowest answer of /api/v1/health/live meanwhile (the
 *    request thread stays free while the workers draw).
 * Passports are cached per site, language and content: the figures need passports no earlier run made, which
 * `npm run bench` gives (a fresh database and data cache). Targets: one made in < 3 s, a cached one in < 50 ms
 * (median), < 300 MB of growth for 20 at once, health answered within 500 ms throughout.
 *
 * BENCH_URL=http://host:port uses a running server (its pid from BENCH_PID, else the local process listening on that
 * port). Otherwise starts `next start` on $PORT (default 3104) from the existing build on a fresh embedded database.
 */
import { healthy, listeningPid, rssKb, startServer, stop } from './bench-server.mjs';

const port = Number(process.env.PORT || 3104);
const origin = (process.env.BENCH_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const LOCALES = ['ru', 'en', 'tr', 'zh'];
const TARGETS = { makeMs: 3000, cachedMs: 50, burstMb: 300, healthMs: 500 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function passport(slug, locale) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/proizvodstvennie-ploshadki/${slug}/passport.pdf?lang=${locale}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') throw new Error(`passport of ${slug} (${locale}) answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

let server;
try {
  if (!process.env.BENCH_URL && !(await healthy(origin))) server = await startServer({ port, freshDatabase: true, otherwise: 'set BENCH_URL' });
  else if (!(await healthy(origin))) throw new Error(`${origin} does not answer /api/v1/health`);
  const pid = Number(process.env.BENCH_PID || listeningPid(new URL(origin).port || '80'));
  const list = await (await fetch(`${origin}/api/v1/proizvodstvennie-ploshadki?page=1&limit=100`)).json();
  const slugs = list.result.items.map((site) => site.slug);
  // Every (site, language) pair is its own passport: 4 languages × the demo's 8 sites = 32, used once each below.
  const pairs = LOCALES.flatMap((locale) => slugs.map((slug) => ({ slug, locale })));
  if (pairs.length < 26) throw new Error(`Only ${pairs.length} site/language pairs: the benchmark needs 26 (the demo content has 32)`);

  // One made while the server is idle: the first starts the worker thread.
  const first = await passport(pairs[0].slug, pairs[0].locale);
  const made = [];
  for (const pair of pairs.slice(1, 6)) made.push((await passport(pair.slug, pair.locale)).ms);
  const zh = pairs.slice(1, 6).filter((pair) => pair.locale === 'zh').length;

  // A cached one: the same passport again and again.
  const cached = [];
  for (let i = 0; i < 50; i += 1) cached.push((await passport(pairs[1].slug, pairs[1].locale)).ms);

  // 20 not cached yet, all at once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid));
    } catch {
      /* the process went away: the requests fail below */
    }
  }, 20);
  let slowestHealth = 0;
  let burstDone = false;
  const pinger = (async () => {
    while (!burstDone) {
      const started = performance.now();
      await (await fetch(`${origin}/api/v1/health/live`)).arrayBuffer();
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const burstStarted = performance.now();
  const burst = await Promise.all(pairs.slice(6, 26).map((pair) => passport(pair.slug, pair.locale)));
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  burstDone = true;
  await pinger;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  const growthMb = (peak - baseline) / 1024;

  const rows = [
    ['one made (the first: starts the worker)', `${first.ms.toFixed(0)} ms (${(first.bytes / 1024).toFixed(0)} KB)`, ''],
    [`one made (median of ${made.length}, ${zh} in Chinese)`, `${median(made).toFixed(0)} ms`, `< ${TARGETS.makeMs} ms — ${median(made) < TARGETS.makeMs ? 'OK' : 'OVER TARGET'}`],
    ['one served from the cache (median, p95 of 50)', `${median(cached).toFixed(1)} ms, ${percentile(cached, 95).toFixed(1)} ms`, `< ${TARGETS.cachedMs} ms — ${median(cached) < TARGETS.cachedMs ? 'OK' : 'OVER TARGET'}`],
    [
      '20 made at once: server RSS',
      `${(baseline / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB (growth ${growthMb.toFixed(0)} MB), all in ${burstSeconds.toFixed(1)} s (slowest ${Math.max(...burst.map((b) => b.ms)).toFixed(0)} ms)`,
      `< ${TARGETS.burstMb} MB — ${growthMb < TARGETS.burstMb ? 'OK' : 'OVER TARGET'}`,
    ],
    ['  meanwhile, slowest /api/v1/health/live', `${slowestHealth.toFixed(0)} ms`, `< ${TARGETS.healthMs} ms — ${slowestHealth < TARGETS.healthMs ? 'OK' : 'OVER TARGET'}`],
  ];
  for (const [what, figure, target] of rows) console.log(`${what.padEnd(48)} ${figure.padEnd(70)} ${target}`);
  if (median(made) >= TARGETS.makeMs || median(cached) >= TARGETS.cachedMs || growthMb >= TARGETS.burstMb || slowestHealth >= TARGETS.healthMs) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
