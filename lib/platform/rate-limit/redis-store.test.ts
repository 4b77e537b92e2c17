import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRedis } from '../redis';
import { consume, resetMemoryLimiters } from './limiter';

/**
 * The limits' Redis store (REDIS_URL): counts are shared by every instance, and a Redis that goes away neither
 * lifts the limits nor blocks requests (each instance falls back to its own counters). A throw-away redis-server
 * on loopback (scripts/ensure-redis.sh, run by scripts/test-all.sh, installs it when missing).
 */
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
  for (let i = 0; i < 50 && !(await listening(PORT)); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return child;
}

/** A fresh process's view: no client, no in-memory counters. */
async function newInstance() {
  await closeRedis();
  resetMemoryLimiters();
}

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

describe('limits in Redis', () => {
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
    for (let i = 0; i < 50 && (await listening(PORT)); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const verdicts = [await consume('appeal', `${key}-outage`), await consume('appeal', `${key}-outage`), await consume('appeal', `${key}-outage`)];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(Date.now() - started).toBeLessThan(5_000);
    server = await startRedis();
  });
});
