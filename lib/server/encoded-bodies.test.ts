import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as msw } from '@/testing/msw/server';
import { EncodedBodies, installEncodedBodies, MIN_KEPT_LENGTH } from './encoded-bodies';

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

describe('installEncodedBodies', () => {
  it('passes short strings, other encodings and non-strings through unchanged, callbacks included', () => {
    const calls: unknown[][] = [];
    class Response {
      end(...args: unknown[]) {
        calls.push(args);
      }
    }
    const buffer = { byteLength: vi.fn((value: string | Buffer, encoding?: BufferEncoding) => Buffer.byteLength(value, encoding)) };
    installEncodedBodies(Response, buffer);
    const response = new Response();
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
    // A kept string's length comes from the set; latin1 is measured as before.
    expect(buffer.byteLength(html)).toBe(Buffer.byteLength(html, 'utf8'));
    expect(buffer.byteLength(html, 'latin1')).toBe(html.length);
  });

  it('installs once per class', () => {
    class Response {
      end() {}
    }
    const buffer = { byteLength: Buffer.byteLength };
    const first = installEncodedBodies(Response, buffer);
    expect(installEncodedBodies(Response, buffer, new EncodedBodies())).toBe(first);
  });

  describe('on a Node server', () => {
    class KeptResponse extends http.ServerResponse {}
    const buffer = { byteLength: Buffer.byteLength };
    const bodies = installEncodedBodies(KeptResponse, buffer);
    const html = page('Инвестиционный портал 投资 ');
    let server: http.Server;
    let origin = '';

    beforeAll(async () => {
      server = http.createServer({ ServerResponse: KeptResponse }, (request, response) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Content-Length', buffer.byteLength(html));
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
