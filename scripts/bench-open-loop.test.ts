import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@/testing/msw/server';
import { openLoop } from './bench-open-loop.mjs';

// The generator's requests go to a real server: MSW, which the test setup installs, would intercept Node's HTTP client.
beforeAll(() => msw.close());

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers 200, 503 on /fail, and on /stall blocks its one thread for `stallMs` on the first request. */
async function listen(stallMs = 0): Promise<string> {
  let stalled = false;
  server = http.createServer((request, response) => {
    request.resume();
    if (request.url === '/stall' && !stalled) {
      stalled = true;
      const until = Date.now() + stallMs;
      while (Date.now() < until);
    }
    response.statusCode = request.url === '/fail' ? 503 : 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('openLoop', () => {
  it('sends rate × seconds requests, posts the body and tells answers from failures', async () => {
    const origin = await listen();
    const ok = await openLoop({ url: `${origin}/beacon`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', rate: 100, seconds: 0.5 });
    expect(ok).toMatchObject({ sent: 50, ok: 50, failed: 0 });
    const failing = await openLoop({ url: `${origin}/fail`, rate: 100, seconds: 0.2 });
    expect(failing).toMatchObject({ sent: 20, ok: 0, failed: 20 });
  });

  it('counts a stall in the latency of every request that fell due during it, not only the one it delayed', async () => {
    const origin = await listen(150);
    const result = await openLoop({ url: `${origin}/stall`, rate: 100, seconds: 1, slowMs: 50 });
    expect(result.ok).toBe(100);
    expect(result.max).toBeGreaterThanOrEqual(150);
    // At 100 a second, a 150 ms stall holds back the requests due in its first 100 ms by more than 50 ms.
    expect(result.slow).toBeGreaterThanOrEqual(5);
  });
});
