import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '@/lib/platform/metrics';
import { PATH_LOCALE_HEADER } from '../request-locale';
import { INVALID_SEGMENT } from '../request-path';
import { peerAddress } from '@/lib/platform/peer-address';
import { requestSteps } from './index';
import { hookServers } from './server-hook';

/** What the handler behind the pipeline (Next, in production) was given. */
type Seen = { url?: string; locale?: string; requestId?: string; peer: string | null };

describe('the request pipeline in front of a server', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let port = 0;
  let unhook = () => {};

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const headers = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]));
      seen.push({
        url: request.url,
        locale: request.headers[PATH_LOCALE_HEADER] as string | undefined,
        requestId: request.headers['x-request-id'] as string | undefined,
        peer: peerAddress({ headers }),
      });
      response.setHeader('Set-Cookie', 'NEXT_LOCALE=en; Path=/');
      response.setHeader('Cache-Control', 's-maxage=300');
      response.end('from the handler');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    unhook = hookServers(requestSteps({ LOG_LEVEL: 'error' }));
  });
  afterAll(async () => {
    unhook();
    await new Promise((resolve) => server.close(resolve));
  });

  function send(method: string, path: string): Promise<{ head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.end(`${method} ${path} HTTP/1.1\r\nHost: x\r\nX-Request-Id: client-chosen-id\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ head, body });
      });
      socket.on('error', reject);
    });
  }

  it('hands the handler a repaired path, the address language, a request id of its own and the peer address', async () => {
    seen.length = 0;
    const answer = await send('GET', '/en/news/%E0%A4%A?x=1');
    expect(answer.body).toBe('from the handler');
    expect(seen).toEqual([{ url: `/en/news/${INVALID_SEGMENT}?x=1`, locale: 'en', requestId: expect.any(String), peer: '127.0.0.1' }]);
    expect(seen[0]!.requestId).not.toBe('client-chosen-id');
    expect(answer.head).toMatch(new RegExp(`\\r\\nX-Request-Id: ${seen[0]!.requestId}\\r\\n`, 'i'));
    expect(answer.head).toMatch(/\r\nContent-Security-Policy: default-src 'self'/i);
    expect(answer.head).toMatch(/\r\nX-Frame-Options: DENY\r\n/i);
    // The head rules ran when the handler's head was written: a cookie keeps the answer out of shared caches.
    expect(answer.head).toMatch(/\r\nCache-Control: private, no-store\r\n/i);
  });

  it('refuses TRACE last: the 405 has its id, headers and count, and the handler never sees it', async () => {
    seen.length = 0;
    const count = async () => (await metrics().httpRequests.get()).values.find((value) => value.labels.method === 'TRACE')?.value ?? 0;
    const before = await count();
    const answer = await send('TRACE', '/api/v1/news');
    expect(answer.head).toMatch(/^HTTP\/1\.1 405/);
    expect(answer.head).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
    expect(answer.head).toMatch(/\r\nContent-Security-Policy: default-src 'none'/i);
    // Chunked on the wire: the envelope is one chunk.
    expect(answer.body).toContain(JSON.stringify({ success: false, result: { message: 'Method not allowed: TRACE.' } }));
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count()).toBe(before + 1);
  });
});
