#!/usr/bin/env node
/**
 * npm run bench:vitals — the real-user Web Vitals endpoint under a burst: POST /api/v1/vitals at BENCH_VITALS_RATE
 * beacons a second (default 500) for BENCH_VITALS_SECONDS (default 30), each a beacon a browser sends (four metrics of
 * a page), sent at evenly spaced times whether or not earlier ones were answered (./bench-open-loop.mjs), after a
 * 3 s warm-up at the same rate that is not counted (a server in service has compiled its hot code). Target: the rate
 * held, p99 < 20 ms, no failure; with the metrics port (METRICS_PORT, as npm run bench sets it) it also checks every
 * accepted beacon reached the histograms. Prints the gzip size of the web-vitals library the pages load after they
 * are interactive (not part of their first load).
 *
 * Uses a server already listening on $PORT (default 3440) — its per-address limit must be lifted (LIMIT_VITALS, as
 * bench-server.mjs's UNLIMITED does); otherwise starts `next start` from the existing build and stops it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openLoop } from './bench-open-loop.mjs';
import { healthy, startServer, stop, UNLIMITED } from './bench-server.mjs';
import { table, verdict } from './bench-load.mjs';

const port = Number(process.env.PORT || 3440);
const origin = `http://localhost:${port}`;
const RATE = Number(process.env.BENCH_VITALS_RATE || 500);
const SECONDS = Number(process.env.BENCH_VITALS_SECONDS || 30);
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 20;
const metricsUrl = process.env.METRICS_PORT ? `http://127.0.0.1:${process.env.METRICS_PORT}/metrics` : null;

const beacon = JSON.stringify({
  path: '/en/news/bench-item',
  metrics: [
    { name: 'TTFB', value: 180 },
    { name: 'LCP', value: 1450 },
    { name: 'INP', value: 90 },
    { name: 'CLS', value: 0.03 },
  ],
});

/** The LCP histogram's count for /news/* on the metrics port, or null without one. */
async function countedBeacons() {
  if (!metricsUrl) return null;
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith('portal_web_vitals_lcp_seconds_count{route="/news/*"}'));
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The web-vitals build a bundler takes (its ES module, `dist/web-vitals.js`): version and gzip KB. */
function webVitalsLibrary() {
  const entry = createRequire(import.meta.url).resolve('web-vitals');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { version, kb: gzipSync(fs.readFileSync(path.join(root, 'dist', 'web-vitals.js'))).length / 1024 };
}

let server;
try {
  if (!(await healthy(origin))) {
    server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port} with LIMIT_VITALS=1000000` });
  }
  const url = `${origin}/api/v1/vitals`;
  const probe = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: beacon });
  if (probe.status !== 200) throw new Error(`POST /api/v1/vitals answered ${probe.status}: ${await probe.text()}`);
  const post = { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: beacon, rate: RATE, slowMs: TARGET_P99_MS };
  await openLoop({ ...post, seconds: WARM_UP_SECONDS });
  const before = await countedBeacons();
  const result = await openLoop({ ...post, seconds: SECONDS });
  const after = await countedBeacons();
  // The same server's cheapest answer at the same rate (the liveness probe: the request pipeline and nothing else),
  // so a busy machine's figure can be told from the endpoint's own cost.
  const live = { url: `${origin}/api/v1/health/live`, rate: RATE, slowMs: TARGET_P99_MS };
  await openLoop({ ...live, seconds: WARM_UP_SECONDS });
  const reference = await openLoop({ ...live, seconds: SECONDS });
  const ok = result.failed === 0 && result.rate >= RATE * 0.95 && result.p99 < TARGET_P99_MS;
  const counted = before === null || after === null ? '-' : String(after - before);
  const ms = (value) => value.toFixed(1);
  const row = (figures, last, countedCell) => [String(RATE), figures.rate.toFixed(0), String(figures.sent), ms(figures.p50), ms(figures.p99), ms(figures.max), String(figures.slow), String(figures.failed), countedCell, last];
  const head = ['beacons/s asked', 'sent at /s', 'sent', 'p50 ms', 'p99 ms', 'max ms', `over ${TARGET_P99_MS} ms`, 'failed', 'counted in the histograms', 'verdict'];
  console.log(`\nWeb Vitals beacons, ${SECONDS} s at an even rate after a ${WARM_UP_SECONDS} s warm-up (target: ${RATE}/s held, p99 < ${TARGET_P99_MS} ms, none failed)\n${table([head, row(result, verdict(ok), counted)])}`);
  console.log(`GET /api/v1/health/live the same way, for reference (machine load average ${os.loadavg()[0].toFixed(1)}):\n${table([head, row(reference, 'reference', '-')])}`);
  // Every answer has arrived when openLoop returns: the histograms hold exactly the accepted beacons.
  if (before !== null && after !== null && after - before !== result.ok) {
    console.log(`The histograms counted ${after - before} beacons of ${result.ok} accepted.`);
    process.exitCode = 1;
  }
  const library = webVitalsLibrary();
  console.log(`web-vitals ${library.version}, loaded after the page is interactive: ${library.kb.toFixed(1)} KB gzip (not in the first load)`);
  if (!ok) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
