import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAIT_MS } from '@/testing/waits';
import { closeRedis } from '../redis';
import { consume, resetMemoryLimiters } from './limiter';

/**
 * The limits' Redis store (REDIS_URL): counts are shared by every instance, and a Redis that goes away neither
 * lifts the limits nor blocks requests (each instance falls back to its own counters). A throw-away redis-server
 * on loopback. scripts/ensure-redis.sh installs redis-server; `npm test` runs it first and sets REQUIRE_REDIS, so
 * there these tests run or fail. A bare `npx vitest run` on a machine without redis-server skips them and says why.
 */
const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasRedis && process.env.REQUIRE_REDIS) throw new Error('REQUIRE_REDIS is set, but there is no redis-server on PATH (scripts/ensure-redis.sh installs it)');
const SKIPPED = 'skipped: no redis-server on PATH, run scripts/ensure-redis.sh';
if (!hasRedis) console.warn(`Redis store tests ${SKIPPED}`);

const PORT = 6501;
/** Keys of this run only (a server left over from an earlier run must not change the counts). */
const key = `run-${process.pid}-${Date.now()}`;
let server: ChildProcess | undefined;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

async function startRedis(): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until && !(await listening(PORT))) await new Promise((resolve) => setTimeout(resolve, 100));
  return child;
}

/** A fresh process's view: no client, no in-memory counters. */
async function newInstance() {
  await closeRedis();
  resetMemoryLimiters();
}

describe.skipIf(!hasRedis)(hasRedis ? 'limits in Redis' : `limits in Redis (${SKIPPED})`, () => {
  beforeAll(async () => {
    server = await startRedis();
  });

  beforeEach(() => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${PORT}`);
    vi.stubEnv('LIMIT_APPEAL', '2');
  });

  afterAll(async () => {
    await newInstance();
    server?.kill('SIGKILL');
  });

  it('count across instances: what one instance counted, the next one sees', async () => {
    await newInstance();
    expect((await consume('appeal', key)).allowed).toBe(true);
    await newInstance(); // the second instance
    expect((await consume('appeal', key)).allowed).toBe(true);
    await newInstance(); // a third one
    const third = await consume('appeal', key);
    expect(third.allowed).toBe(false);
  });

  it('Redis down: neither open nor hanging — each instance counts on its own until it is back', async () => {
    await newInstance();
    expect((await consume('appeal', 'warm-up')).allowed).toBe(true);
    server?.kill('SIGKILL');
    const until = Date.now() + WAIT_MS;
    while (Date.now() < until && (await listening(PORT))) await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const verdicts = [await consume('appeal', `${key}-outage`), await consume('appeal', `${key}-outage`), await consume('appeal', `${key}-outage`)];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(Date.now() - started).toBeLessThan(5_000);
    server = await startRedis();
  });
});
