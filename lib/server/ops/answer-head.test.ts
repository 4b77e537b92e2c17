import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyHeadRules, bodyStillArriving, keepHeadRules, withVary } from './answer-head';

type Head = Parameters<typeof applyHeadRules>[0];

/** A response head as the rules see it: headers in a map, the request it answers. */
function head(request: Partial<http.IncomingMessage>, headers: Record<string, string> = {}): Head & { headers: Map<string, string> } {
  const map = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    headers: map,
    req: { headers: {}, complete: true, url: '/news', ...request } as http.IncomingMessage,
    shouldKeepAlive: true,
    getHeader: (name: string) => map.get(name.toLowerCase()),
    setHeader(name: string, value: string | number | readonly string[]) {
      map.set(name.toLowerCase(), String(value));
      return this as never;
    },
  };
}

describe('applyHeadRules', () => {
  it('closes the connection of an answer written before its request body arrived', () => {
    const refused = head({ complete: false, headers: { 'content-length': '34603008' } });
    expect(applyHeadRules(refused)).toBe(true);
    expect(refused.shouldKeepAlive).toBe(false);
    const chunked = head({ complete: false, headers: { 'transfer-encoding': 'chunked' } });
    expect(applyHeadRules(chunked)).toBe(true);
    // A request without a body, or one read to its end, keeps its connection.
    for (const request of [{ complete: false, headers: {} }, { complete: false, headers: { 'content-length': '0' } }, { complete: true, headers: { 'content-length': '5' } }]) {
      const kept = head(request);
      expect(applyHeadRules(kept)).toBe(false);
      expect(kept.shouldKeepAlive).toBe(true);
    }
    expect(bodyStillArriving({ complete: false, headers: { 'content-length': ' 0 ' } })).toBe(false);
  });

  it('makes the root vary by Accept-Language and Cookie, keeping what Next put in Vary', () => {
    const root = head({ url: '/' }, { vary: 'rsc, next-router-state-tree, Accept-Encoding' });
    applyHeadRules(root);
    expect(root.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding, Accept-Language, Cookie');
    const withQuery = head({ url: '/?utm=1' });
    applyHeadRules(withQuery);
    expect(withQuery.headers.get('vary')).toBe('Accept-Language, Cookie');
    const news = head({ url: '/news' }, { vary: 'rsc' });
    applyHeadRules(news);
    expect(news.headers.get('vary')).toBe('rsc');
    expect(withVary('cookie, Accept-language', ['Accept-Language', 'Cookie'])).toBe('cookie, Accept-language');
    expect(withVary('*', ['Cookie'])).toBe('*');
  });

  it('never lets a shared cache keep an answer that sets a cookie', () => {
    const cached = head({}, { 'set-cookie': 'NEXT_LOCALE=ru; Path=/', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' });
    applyHeadRules(cached);
    expect(cached.headers.get('cache-control')).toBe('private, no-store');
    const bare = head({}, { 'set-cookie': 'NEXT_LOCALE=en; Path=/' });
    applyHeadRules(bare);
    expect(bare.headers.get('cache-control')).toBe('private, no-store');
    const already = head({}, { 'set-cookie': 'a=1', 'cache-control': 'private, max-age=0' });
    applyHeadRules(already);
    expect(already.headers.get('cache-control')).toBe('private, max-age=0');
    const noCookie = head({}, { 'cache-control': 's-maxage=300' });
    applyHeadRules(noCookie);
    expect(noCookie.headers.get('cache-control')).toBe('s-maxage=300');
  });
});

/** One raw HTTP/1.1 exchange: what the server sent and how the connection ended. */
type Exchange = { text: string; ended: 'closed' | 'reset' | 'open' };

describe('keepHeadRules on a real server', () => {
  let server: http.Server;
  let port = 0;
  const BODY = 8 * 1024 * 1024;

  beforeAll(async () => {
    // Refuses any body over 64 KB the way the upload reader does: reads a little, stops reading, answers 413.
    server = http.createServer((request, response) => {
      keepHeadRules(request, response);
      if (request.url === '/cookie') {
        // A head Node writes itself (no writeHead call): it still passes the response's rules.
        response.setHeader('Set-Cookie', 'NEXT_LOCALE=en; Path=/');
        response.setHeader('Cache-Control', 's-maxage=300');
        return void response.end('ok');
      }
      if (request.method !== 'POST') return void response.end('ok');
      let seen = 0;
      request.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen <= 64 * 1024 || response.headersSent) return;
        request.pause();
        response.statusCode = 413;
        response.setHeader('Content-Type', 'application/json');
        response.end('{"success":false}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends an oversized upload, then a second request on the same connection once the first answer is in. */
  function refusedThenNext(): Promise<Exchange> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let ended: Exchange['ended'] = 'open';
      let second = false;
      const done = () => resolve({ text, ended });
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (!second && text.includes('{"success":false}')) {
          second = true;
          // The rest of the body, then the next request, as a keep-alive client does.
          const rest = Buffer.alloc(BODY - 256 * 1024, 0x41);
          socket.write(rest);
          socket.write('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
        }
        if (second && /\r\n\r\nok$/.test(text)) {
          socket.destroy();
          done();
        }
      });
      socket.on('end', () => (ended = 'closed'));
      socket.on('error', () => (ended = 'reset'));
      socket.on('close', done);
      socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Length: ${BODY}\r\n\r\n`);
      socket.write(Buffer.alloc(256 * 1024, 0x41));
      setTimeout(() => {
        socket.destroy();
        done();
      }, 10_000).unref();
    });
  }

  it('answers Connection: close and ends the connection without resetting the client, which reconnects', async () => {
    const first = await refusedThenNext();
    expect(first.text).toMatch(/^HTTP\/1\.1 413/);
    expect(first.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(first.ended).toBe('closed');
    // The client's next request goes on a new connection and is answered.
    const response = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(response).toMatch(/^HTTP\/1\.1 200[^]*ok$/);
  });

  it('applies the rules to a head Node writes implicitly (end without writeHead)', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /cookie HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toMatch(/\r\nCache-Control: private, no-store\r\n/i);
  });
});
