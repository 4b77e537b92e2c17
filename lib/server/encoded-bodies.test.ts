import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { http as mock, passthrough } from 'msw';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@/testing/msw/server';
import { EncodedBodies, keepEncodedBodies, MIN_KEPT_LENGTH } from './encoded-bodies';

const nodeByteLength = Buffer.byteLength;
const nodeEnd = http.OutgoingMessage.prototype.end;

const page = (fill: string, length = MIN_KEPT_LENGTH) => `<p>${fill.repeat(Math.ceil(length / fill.length))}</p>`;

describe('EncodedBodies', () => {
  it('encodes a large string once and hands out the same bytes afterwards', () => {
    const bodies = new EncodedBodies();
    const html = page('Красноярск ');
    const first = bodies.encode(html);
    expect(first.equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(bodies.encode(html)).toBe(first);
    expect(bodies.encode(`${html.slice(0, -1)}>`)).toBe(first); // an equal string, another object
    expect(bodies.keptLength(html)).toBe(Buffer.byteLength(html, 'utf8'));
  });

  it('tells apart strings of the same length', () => {
    const bodies = new EncodedBodies();
    const a = page('a');
    const b = `${a.slice(0, -5)}b</p>`;
    expect(a.length).toBe(b.length);
    expect(bodies.encode(a).toString()).toBe(a);
    expect(bodies.encode(b).toString()).toBe(b);
    expect(bodies.keptLength(b)).toBe(b.length);
  });

  it('keeps at most its byte budget, dropping the least recently used first', () => {
    const size = Buffer.byteLength(page('a'));
    const bodies = new EncodedBodies(size * 2);
    const [a, b, c] = ['a', 'b', 'c'].map((fill) => page(fill));
    bodies.encode(a!);
    bodies.encode(b!);
    bodies.encode(a!); // a is now the most recent
    bodies.encode(c!);
    expect(bodies.keptLength(a!)).toBe(size);
    expect(bodies.keptLength(b!)).toBeUndefined();
    expect(bodies.keptLength(c!)).toBe(size);
    expect(bodies.size).toEqual({ entries: 2, bytes: size * 2 });
  });

  it('does not keep a string larger than the whole budget, nor a short one', () => {
    const bodies = new EncodedBodies(1000);
    const big = page('a');
    expect(bodies.encode(big).length).toBe(big.length);
    expect(bodies.size.entries).toBe(0);
    expect(bodies.keeps('short')).toBe(false);
  });
});

describe('keepEncodedBodies', () => {
  /** A response whose `end` records what it was given (the step wraps this object's own `end`). */
  function recordingResponse() {
    const calls: unknown[][] = [];
    const response = {
      end(...args: unknown[]) {
        calls.push(args);
      },
    };
    return { response, calls };
  }
  const step = (bodies = new EncodedBodies()) => {
    const { response, calls } = recordingResponse();
    keepEncodedBodies(bodies)({} as IncomingMessage, response as unknown as ServerResponse);
    return { response, calls, bodies };
  };

  it('passes short strings, other encodings and non-strings through unchanged, callbacks included', () => {
    const { response, calls } = step();
    const done = () => {};
    const html = page('ü');
    response.end('short', 'utf8', done);
    response.end(html, 'latin1');
    response.end(Buffer.from('x'));
    response.end(html, done);
    response.end(html, 'utf-8', done);
    response.end();
    expect(calls[0]).toEqual(['short', 'utf8', done]);
    expect(calls[1]).toEqual([html, 'latin1']);
    expect(calls[2]).toEqual([Buffer.from('x')]);
    expect(calls[3]).toEqual([Buffer.from(html, 'utf8'), done]);
    expect(calls[4]).toEqual([Buffer.from(html, 'utf8'), done]);
    expect(calls[5]).toEqual([]);
  });

  it('changes only the response it is given: no Node class or built-in is replaced', () => {
    const incoming = () => new http.IncomingMessage(new net.Socket());
    const response = new http.ServerResponse(incoming());
    const other = new http.ServerResponse(incoming());
    keepEncodedBodies(new EncodedBodies())(incoming(), response);
    expect(Object.hasOwn(response, 'end')).toBe(true);
    expect(Object.hasOwn(other, 'end')).toBe(false);
    expect(http.OutgoingMessage.prototype.end).toBe(nodeEnd);
    expect(Buffer.byteLength).toBe(nodeByteLength);
  });

  it("still sees a cached page: Next's sender hands `end` the page as one string (fails if Next starts streaming it)", async () => {
    const bodies = new EncodedBodies();
    const { response, calls } = step(bodies);
    const headers = new Map<string, unknown>();
    const html = page('Инвестиционный портал ');
    Object.assign(response, {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
      finished: false,
      headersSent: false,
    });
    await sendRenderResult({
      req: { method: 'GET', headers: {} } as IncomingMessage,
      res: response as unknown as ServerResponse,
      result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
      generateEtags: false,
      poweredByHeader: false,
      cacheControl: undefined,
    });
    expect(calls).toEqual([[Buffer.from(html, 'utf8')]]);
    expect(bodies.keptLength(html)).toBe(Buffer.byteLength(html));
    expect(headers.get('content-length')).toBe(Buffer.byteLength(html));
  });

  describe('on a Node server', () => {
    const bodies = new EncodedBodies();
    const keep = keepEncodedBodies(bodies);
    const html = page('Инвестиционный портал 投资 ');
    let server: http.Server;
    let origin = '';

    beforeAll(async () => {
      server = http.createServer((request, response) => {
        keep(request, response);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Content-Length', Buffer.byteLength(html));
        response.end(html);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the same bytes and length on the first and later requests', async () => {
      // A real loopback server: MSW lets its requests through.
      msw.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(origin);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
        expect(bytes.toString('utf8')).toBe(html);
      }
      expect(bodies.size.entries).toBe(1);
    });
  });
});
