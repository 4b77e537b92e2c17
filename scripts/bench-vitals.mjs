#!/usr/bin/env node
/**
 * npm run bench:vitals — the real-user Web Vitals endpoint under a burst: POST /api/v1/vitals at BENCH_VITALS_RATE
 * beacons a second (default 500) for BENCH_VITALS_SECONDS (default 10) over 20 connections, each a beacon a browser
 * sends (four metrics of a page). Target: the rate held, p99 < 20 ms, no failure; with the metrics port
 * (METRICS_PORT, as npm run bench sets it) it also checks every accepted beacon reached the histograms. Prints the
 * gzip size of the web-vitals library the pages load after they are interactive (not part of their first load).
 *
 * Uses a server already listening on $PORT (default 3440) — its per-address limit must be lifted (LIMIT_VITALS, as
 * bench-server.mjs's UNLIMITED does); otherwise starts `next start` from the existing build and stops it afterwards.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { healthy, startServer, stop, UNLIMITED } from './bench-server.mjs';
import { table, verdict } from './bench-load.mjs';

const port = Number(process.env.PORT || 3440);
const origin = `http://localhost:${port}`;
const RATE = Number(process.env.BENCH_VITALS_RATE || 500);
const SECONDS = Number(process.env.BENCH_VITALS_SECONDS || 10);
const TARGET_P99_MS = 20;
const CONNECTIONS = 20;
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
  const before = await countedBeacons();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: beacon,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
  });
  const after = await countedBeacons();
  // The same server's cheapest answer at the same rate (the liveness probe: the request pipeline and nothing else),
  // so a busy machine's figure can be told from the endpoint's own cost.
  const reference = await autocannon({ url: `${origin}/api/v1/health/live`, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS });
  const failures = result.errors + result.timeouts + result.non2xx;
  const achieved = result.requests.average;
  const p99 = result.latency.p99;
  const ok = failures === 0 && achieved >= RATE * 0.95 && p99 < TARGET_P99_MS;
  const counted = before === null || after === null ? '-' : String(after - before);
  const rows = [
    ['beacons/s asked', 'beacons/s answered', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'counted in the histograms', 'verdict'],
    [String(RATE), achieved.toFixed(0), String(result.requests.total), String(result.latency.p50), String(p99), String(result.latency.max), String(failures), counted, verdict(ok)],
  ];
  const referenceFailures = reference.errors + reference.timeouts + reference.non2xx;
  const referenceRow = [String(RATE), reference.requests.average.toFixed(0), String(reference.requests.total), String(reference.latency.p50), String(reference.latency.p99), String(reference.latency.max), String(referenceFailures), '-', 'reference'];
  console.log(`\nWeb Vitals beacons, ${SECONDS} s burst (target: ${RATE}/s held, p99 < ${TARGET_P99_MS} ms, none failed)\n${table(rows)}`);
  console.log(`GET /api/v1/health/live at the same rate, for reference (machine load average ${os.loadavg()[0].toFixed(1)}):\n${table([rows[0], referenceRow])}`);
  // Requests still in flight when the burst's time is up are answered (and counted) after autocannon stops counting.
  if (before !== null && after !== null && (after - before < result['2xx'] || after - before > result['2xx'] + CONNECTIONS)) {
    console.log(`The histograms counted ${after - before} beacons of ${result['2xx']} accepted.`);
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
