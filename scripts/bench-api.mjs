#!/usr/bin/env node
/**
 * npm run bench:api — throughput of the busiest public read, GET /api/v1/news?page=1&limit=10,
 * under autocannon (10 connections, 10 s). Prints requests per second and the p99 latency.
 *
 * Uses a server already listening on $PORT (default 3102); otherwise starts `next start` on it from
 * the existing build ($NEXT_DIST_DIR or .next — build first) and stops it afterwards.
 * BENCH_CONNECTIONS / BENCH_DURATION override 10 / 10.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.PORT || 3102);
const origin = `http://localhost:${port}`;
const target = '/api/v1/news?page=1&limit=10';
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const duration = Number(process.env.BENCH_DURATION || 10);

async function healthy() {
  try {
    const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function startServer() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first, or start a server on PORT=${port}.`);
  }
  console.log(`Starting next start on port ${port} (${distDir})…`);
  const child = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group: npx and next
  } catch {
    child.kill('SIGTERM');
  }
}

let server;
try {
  if (!(await healthy())) server = await startServer();
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
