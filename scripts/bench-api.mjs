#!/usr/bin/env node
/**
 * npm run bench:api — throughput of the busiest public read, GET /api/v1/news?page=1&limit=10,
 * under autocannon (10 connections, 10 s). Prints requests per second and the p99 latency.
 *
 * Uses a server already listening on $PORT (default 3102); otherwise starts `next start` on it from
 * the existing build ($NEXT_DIST_DIR or .next — build first) and stops it afterwards.
 * BENCH_CONNECTIONS / BENCH_DURATION override 10 / 10.
 */
import autocannon from 'autocannon';
import { healthy, startServer, stop } from './bench-server.mjs';

const port = Number(process.env.PORT || 3102);
const origin = `http://localhost:${port}`;
const target = '/api/v1/news?page=1&limit=10';
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const duration = Number(process.env.BENCH_DURATION || 10);

let server;
try {
  if (!(await healthy(origin))) server = await startServer({ port, otherwise: `start a server on PORT=${port}` });
  // Warm-up: Payload's first query and Next's route compilation are not part of the figure.
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${origin}${target}`, { headers: { Language: 'ru' } });
    if (!response.ok) throw new Error(`GET ${target} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const result = await autocannon({ url: `${origin}${target}`, connections, duration, headers: { Language: 'ru' } });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`GET ${target}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms ` +
    `(${connections} connections, ${duration} s, ${result.requests.total} requests, ${errors} errors, avg ${result.latency.average.toFixed(1)} ms)`);
  if (errors > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
