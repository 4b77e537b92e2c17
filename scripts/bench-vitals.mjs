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

function webVitalsGzipKb() {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('web-vitals/package.json')), 'dist/web-vitals.js');
  return gzipSync(fs.readFileSync(file)).length / 1024;
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
    connections: 20,
    overallRate: RATE,
    duration: SECONDS,
  });
  const after = await countedBeacons();
  const failures = result.errors + result.timeouts + result.non2xx;
  const achieved = result.requests.average;
  const p99 = result.latency.p99;
  const ok = failures === 0 && achieved >= RATE * 0.95 && p99 < TARGET_P99_MS;
  const counted = before === null || after === null ? '-' : String(after - before);
  const rows = [
    ['beacons/s asked', 'beacons/s answered', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'failed', 'counted in the histograms', 'verdict'],
    [String(RATE), achieved.toFixed(0), String(result.requests.total), String(result.latency.p50), String(p99), String(result.latency.max), String(failures), counted, verdict(ok)],
  ];
  console.log(`\nWeb Vitals beacons, ${SECONDS} s burst (target: ${RATE}/s held, p99 < ${TARGET_P99_MS} ms, none failed)\n${table(rows)}`);
  if (before !== null && after !== null && after - before !== result['2xx']) {
    console.log(`The histograms counted ${after - before} beacons of ${result['2xx']} accepted.`);
    process.exitCode = 1;
  }
  console.log(`web-vitals ${createRequire(import.meta.url)('web-vitals/package.json').version}, loaded after the page is interactive: ${webVitalsGzipKb().toFixed(1)} KB gzip (not in the first load)`);
  if (!ok) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
