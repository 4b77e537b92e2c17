import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnservedMethod, SERVED_METHODS } from './request-method';

/** A real Node server with the refusal in front of a handler that stands for Next (which answered TRACE with a 500). */
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (refuseUnservedMethod(request, response) === 'answered') return;
    response.end(`next saw ${request.method}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request over a raw socket (the test's MSW intercepts Node's HTTP client), read until the server closes. */
function send(method: string, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (raw += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      // A body sent in chunks: the chunk sizes are dropped (each answer here is one chunk).
      const text = headers['transfer-encoding'] === 'chunked' ? body.split('\r\n')[1] ?? '' : body;
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text });
    });
  });
}

describe('methods the portal never serves', () => {
  for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'LINK']) {
    it(`${method} is a 405 with Allow, in the envelope under /api/v1`, async () => {
      const page = await send(method, '/admin');
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe(SERVED_METHODS.join(', '));
      const api = await send(method, '/api/v1/news');
      expect(api.status).toBe(405);
      expect(JSON.parse(api.body)).toMatchObject({ success: false, result: { message: expect.stringContaining(method) } });
    });
  }

  it('the served methods reach Next', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) expect((await send(method, '/news')).body).toBe(`next saw ${method}`);
  });
});
