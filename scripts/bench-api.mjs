#!/usr/bin/env node
/**
 * npm run bench:api — the busiest public read, GET /api/v1/news?page=1&limit=10, under autocannon (10 connections,
 * 10 s) beside its ceiling (a bare node:http server sending the same answer, same run); then the same read while an
 * investor logs in 10 times a second (password hashing is the heaviest thing the server does). Targets:
 * ≥ 1,000 req/s and p99 < 50 ms; p99 < 100 ms during the logins.
 *
 * Uses a server already listening on $PORT (default 3441); otherwise starts `next start` from the existing build on a
 * fresh embedded database with the login limits raised, and stops it afterwards. BENCH_CONNECTIONS / BENCH_DURATION
 * override 10 / 10; BENCH_LOGINS_PER_SECOND 10.
 */
import { benchInvestor } from './bench-account.mjs';
import { DURATION, load, table, verdict, withCeiling } from './bench-load.mjs';
import { healthy, startServer, stop, UNLIMITED } from './bench-server.mjs';

const port = Number(process.env.PORT || 3441);
const origin = `http://localhost:${port}`;
const target = '/api/v1/news?page=1&limit=10';
const headers = { Language: 'ru' };
const loginsPerSecond = Number(process.env.BENCH_LOGINS_PER_SECOND || 10);
const TARGET = { rps: 1000, p99: 50, p99WhileLogins: 100 };

/** Starts `perSecond` logins a second for `seconds` (each its own request, not waiting for the previous one). */
async function loginLoad(account, perSecond, seconds) {
  const latencies = [];
  let failed = 0;
  const body = JSON.stringify({ email: account.email, password: account.password, session: true });
  const one = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/v1/auth/login/email`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
      latencies.push(performance.now() - started);
    } catch {
      failed += 1;
    }
  };
  const pending = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    pending.push(one());
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return { sent: pending.length, failed, median: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

let server;
try {
  if (!(await healthy(origin))) server = await startServer({ port, env: UNLIMITED, freshDatabase: true, otherwise: `start a server on PORT=${port}` });
  // Warm-up: Payload's first query and the route's first load are not part of the figure.
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${origin}${target}`, { headers });
    if (!response.ok) throw new Error(`GET ${target} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const alone = await load(`${origin}${target}`, { headers });
  const ceiling = await withCeiling(`${origin}${target}`, { headers }, (url) => load(url));
  const account = await benchInvestor(origin);
  const [during, logins] = await Promise.all([load(`${origin}${target}`, { headers }), loginLoad(account, loginsPerSecond, DURATION)]);

  const okAlone = alone.rps >= TARGET.rps && alone.p99 < TARGET.p99 && alone.failures === 0;
  const okDuring = during.p99 < TARGET.p99WhileLogins && during.failures === 0;
  console.log(`\nGET ${target} (targets: ≥ ${TARGET.rps} req/s, p99 < ${TARGET.p99} ms; p99 < ${TARGET.p99WhileLogins} ms during ${loginsPerSecond} logins/s)`);
  console.log(table([
    ['run', 'req/s', 'p99 ms', 'ceiling req/s', 'ratio', 'failed', 'verdict'],
    ['alone', alone.rps.toFixed(0), alone.p99, ceiling.rps.toFixed(0), `${((alone.rps / ceiling.rps) * 100).toFixed(0)} %`, alone.failures, verdict(okAlone)],
    [`with ${loginsPerSecond} logins/s`, during.rps.toFixed(0), during.p99, '', '', during.failures, verdict(okDuring)],
  ]));
  console.log(`Logins: ${logins.sent} sent in ${DURATION} s, ${logins.failed} failed, median ${logins.median.toFixed(0)} ms ` +
    '(every password check takes one core for a while: the server runs them a few at a time, lib/server/auth/hash-limit.ts)');
  if (!okAlone || !okDuring || logins.failed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
}
