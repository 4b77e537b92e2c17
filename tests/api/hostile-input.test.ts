import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { payloadClient } from '@/lib/server/payload';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { loadRoutes, METHODS, type Route } from './api-routes';
import { verifiedInvestor } from './auth-helpers';
import { storedFiles } from './submissions-helpers';

/**
 * Property-based: random and hostile requests to EVERY /api/v1 route file (walked like lib/server/route-methods.test.ts)
 * and every method — path parameters, query strings, headers, JSON bodies, broken JSON, forms, multipart streams with
 * hostile file names, cut-off and mis-bounded multipart. Whatever comes in: never a 5xx, never a stack trace or a
 * server path, an error is the envelope with a 4xx, and nothing is stored (every collection's rows and the private
 * files are counted before and after). PROPERTY_RUNS sets the runs per route file (default 12).
 */
const RUNS = Number(process.env.PROPERTY_RUNS || 12);
// ---- what a hostile client sends -------------------------------------------------------------------------------------

const HOSTILE = [
  '',
  '0',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE news; --',
  '${7*7}',
  '{{7*7}}',
  '１２３',
  '😀'.repeat(50),
  'a'.repeat(5000),
  ' 1 ',
  'news',
  'main',
  'investor@example.org',
];
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.nat().map(String));
/** Header values must be Latin-1 without line breaks, or the test's own Request refuses them. */
const headerString = fc.oneof(fc.constantFrom(...HOSTILE.filter((value) => /^[\x20-\x7e]*$/.test(value))), fc.string({ unit: 'grapheme-ascii', maxLength: 60 }));

const queryKey = fc.oneof(
  fc.constantFrom('page', 'limit', 'type', 'city', 'search', 'q', 'sort', 'locale', 'depth', 'draft', 'where[id][equals]', 'select', 'id', 'group', '__proto__', 'page[]'),
  fc.string({ maxLength: 8 }),
);
const query = fc.dictionary(queryKey, hostileString, { maxKeys: 4 });

const headers = fc.record(
  {
    language: fc.oneof(fc.constantFrom('en', 'zh-CN', 'tr', 'xx', 'ru;q=1', '../'), headerString),
    authorization: fc.oneof(
      fc.constantFrom('Bearer x', `Bearer ${'a'.repeat(3000)}`, 'Basic Zm9vOmJhcg==', 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InN0YWZmIn0.', 'Bearer '),
      headerString.map((value) => `Bearer ${value}`),
    ),
    cookie: fc.oneof(
      fc.constantFrom(`${SESSION_COOKIE}=garbage`, `${SESSION_COOKIE}=%%%`, `payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.`, `${SESSION_COOKIE}=; ${SESSION_COOKIE}=x`),
      headerString.map((value) => `${SESSION_COOKIE}=${encodeURIComponent(value)}`),
    ),
    range: fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'bytes=a-b', 'lines=1-2'),
    'x-forwarded-for': headerString,
  },
  { requiredKeys: [] },
);

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.oneof(fc.constantFrom('email', 'password', 'name', 'title', 'description', 'message', 'id', 'phone', 'consent', 'agreement', 'eventId', 'folderId', 'itemId', 'type', 'files', 'token'), fc.string({ maxLength: 8 })), fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('{"__proto__": {"admin": true}, "constructor": {"prototype": {"roles": ["admin"]}}}', deepJson(5000), '{"a":', 'not json', '', '\u0000', `"${'x'.repeat(300_000)}"`, '[1,2,3]', 'null', '1e99999'),
);

const fileName = fc.oneof(
  fc.constantFrom('../../etc/passwd', '..\\..\\boot.ini', 'a.pdf\u0000.exe', 'CON.pdf', '.htaccess', '"quoted".pdf', 'файл.pdf', '😀.png', `${'n'.repeat(400)}.pdf`, '', 'x.exe', 'x.svg', 'x.html'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map((name) => name.replace(/"/g, '')),
);
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  fc.constantFrom('%PDF-1.4\n%…', '<svg onload="alert(1)"></svg>', '<html><script>alert(1)</script></html>', 'PK\u0003\u0004broken zip', 'MZ\u0090\u0000').map((text) => new TextEncoder().encode(text)),
);

type Body = { bytes: Uint8Array; type: string } | { stream: () => ReadableStream<Uint8Array>; type: string };
const encoder = new TextEncoder();

/** A multipart body: random fields and files with hostile names; optionally cut off, or under another boundary. */
const multipart = fc
  .record({
    fields: fc.dictionary(fc.oneof(fc.constantFrom('title', 'description', 'message', 'agreement', 'name', 'email', 'phone', 'files[]', 'remove[]'), fc.string({ unit: 'grapheme-ascii', maxLength: 10 })), hostileString, { maxKeys: 5 }),
    files: fc.array(fc.record({ field: fc.constantFrom('files[0]', 'files[5]', 'file[0]', 'file', 'avatar', 'x'), name: fileName, data: fileBytes }), { maxLength: 7 }),
    damage: fc.constantFrom('none', 'none', 'truncate', 'wrong-boundary', 'no-boundary', 'error-mid-stream'),
  })
  .map(({ fields, files, damage }): Body => {
    const boundary = 'hostile-boundary-7MA4YWxkTrZu0gW';
    const parts = [
      ...Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, '')}"\r\n\r\n${value}\r\n`),
    ].map((text) => encoder.encode(text));
    for (const file of files) {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.data, encoder.encode('\r\n'));
    }
    parts.push(encoder.encode(`--${boundary}--\r\n`));
    let bytes = Buffer.concat(parts);
    if (damage === 'truncate') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
    const type = damage === 'wrong-boundary' ? 'multipart/form-data; boundary=another' : damage === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
    if (damage !== 'error-mid-stream') return { bytes, type };
    // A client that goes away: some bytes, then the stream errors.
    const half = bytes.subarray(0, Math.ceil(bytes.length / 2));
    return {
      type,
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(half);
            controller.error(new Error('client went away'));
          },
        }),
    };
  });

const body: fc.Arbitrary<Body | null> = fc.oneof(
  fc.constant(null),
  jsonBody.map((text): Body => ({ bytes: encoder.encode(text), type: 'application/json' })),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 5 }).map((value): Body => ({ bytes: encoder.encode(new URLSearchParams(value).toString()), type: 'application/x-www-form-urlencoded' })),
  multipart,
  fc.record({ bytes: fc.uint8Array({ maxLength: 512 }), type: fc.constantFrom('application/octet-stream', 'text/plain', 'application/xml', 'image/png', 'application/json; charset=utf-16', '') }),
);

type HostileRequest = {
  method: (typeof METHODS)[number];
  params: string[];
  query: Record<string, string>;
  headers: Partial<Record<'language' | 'authorization' | 'cookie' | 'range' | 'x-forwarded-for', string>>;
  body: Body | null;
};

/** Keys every plain object inherits: a lookup table indexed by one of them must still say «unknown». */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
/** Numbers no database column holds, and numbers that are not whole: every filter and id must refuse or miss them. */
const EDGE_NUMBERS = ['99999999999999999999999', '2147483648', '1e308', '-1', '1.5', '１２３'];
/** The query parameters the list routes read (others are ignored). */
const FILTER_KEYS = ['page', 'limit', 'type', 'city'];

const request = (route: Route): fc.Arbitrary<HostileRequest> =>
  fc.record({
    method: fc.constantFrom(...METHODS.filter((method) => route.module[method])),
    params: fc.tuple(...route.params.map(() => hostileString)),
    query,
    headers,
    body,
  });

// ---- the properties ----------------------------------------------------------------------------------------------------

/** A stack frame (`at fn (/path/file.js:1:2)`, raw or JSON-escaped) or a server path. */
const STACK = /(?:^|\n|\\n)\s*at (?:[\w.<>$[\] ]+ )?\(?(?:\/|file:|node:)[^\s()"]*:\d+:\d+|node_modules\/|\/work\/|webpack-internal:|\.tsx?:\d+:\d+/;

async function rowCounts(): Promise<Record<string, number>> {
  const payload = await payloadClient();
  const counts: Record<string, number> = {};
  for (const slug of Object.keys(payload.collections)) counts[slug] = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs;
  return counts;
}

/** Sends one request to a route's handler and checks the answer: below 500, no stack, errors in the envelope. */
async function sendAndCheck(route: Route, input: HostileRequest): Promise<void> {
  const url = new URL(`http://localhost/api/v1/${route.urlPath}`);
  const values = [...input.params];
  url.pathname = `/api/v1/${route.urlPath.replace(/\[(\.\.\.)?\w+\]/g, (segment) => encodeURIComponent(values.shift() || 'x') + (segment.startsWith('[...') ? '/x' : ''))}`;
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value);
  const requestHeaders = new Headers(input.headers as Record<string, string>);
  // Each request its own client address as a trusted proxy would add it: per-IP limits of other suites stay untouched.
  clientCounter += 1;
  requestHeaders.set('x-forwarded-for', `${input.headers['x-forwarded-for'] ?? 'unknown'}, 10.251.${(clientCounter >> 8) & 255}.${clientCounter & 255}`);
  const init: RequestInit & { duplex?: 'half' } = { method: input.method, headers: requestHeaders };
  if (input.body && input.method !== 'GET' && input.method !== 'HEAD') {
    if (input.body.type) requestHeaders.set('content-type', input.body.type);
    if ('bytes' in input.body) init.body = input.body.bytes as BodyInit;
    else {
      init.body = input.body.stream();
      init.duplex = 'half';
    }
  }
  const params: Record<string, string | string[]> = {};
  route.params.forEach((param, index) => {
    const value = input.params[index] || 'x';
    params[param.name] = param.catchAll ? [value, 'x'] : value;
  });
  const response = await route.module[input.method]!(new Request(url, init), { params: Promise.resolve(params) });
  const text = await response.text();
  const where = `${input.method} ${url.pathname}${url.search} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(text, where).not.toMatch(STACK);
  if (response.status >= 400 && input.method !== 'HEAD') {
    expect(response.headers.get('content-type'), where).toMatch(/application\/json/);
    const envelope = JSON.parse(text) as { success?: unknown; result?: unknown };
    expect(envelope.success, where).toBe(false);
    expect(typeof envelope.result, where).toBe('object');
  }
}

let routes: Route[] = [];
let clientCounter = 0;

describe('hostile input to every /api/v1 endpoint', () => {
  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS ??= '1';
    routes = await loadRoutes();
  });

  it('finds the route files', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it(
    'never a 5xx or a stack trace; errors are the 4xx envelope; nothing stored',
    async () => {
      const before = { rows: await rowCounts(), files: storedFiles().length };
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(request(route), (input) => sendAndCheck(route, input)),
          { numRuns: RUNS, seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined },
        );
      }
      expect({ rows: await rowCounts(), files: storedFiles().length }).toEqual(before);
    },
    300_000,
  );

  it('a path parameter named like an inherited key (__proto__, constructor, …) is unknown, not a 500', async () => {
    for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
      for (const method of METHODS.filter((candidate) => route.module[candidate])) {
        for (const key of PROTOTYPE_KEYS) {
          await sendAndCheck(route, { method, params: route.params.map(() => key), query: { [key]: key }, headers: {}, body: null });
        }
      }
    }
  });

  it('a number out of range or not whole, as any path parameter or query filter, is refused or finds nothing: not a 500', async () => {
    const get = (params: string[], query: Record<string, string>): HostileRequest => ({ method: 'GET', params, query, headers: {}, body: null });
    for (const route of routes.filter((candidate) => candidate.module.GET)) {
      // A route's requests side by side: the sweep is about 1,800 requests.
      await Promise.all(
        EDGE_NUMBERS.flatMap((value) => [
          ...(route.params.length > 0 ? [get(route.params.map(() => value), {})] : []),
          ...FILTER_KEYS.map((key) => get([], { [key]: value })),
        ]).map((input) => sendAndCheck(route, input)),
      );
    }
    // The private routes' ids (favourites, requests, appeals) as a signed-in investor sends them, every method.
    const { token } = await verifiedInvestor('edge-ids');
    const headers = { authorization: `Bearer ${token}` };
    for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
      for (const method of METHODS.filter((candidate) => route.module[candidate])) {
        await Promise.all(EDGE_NUMBERS.map((value) => sendAndCheck(route, { method, params: route.params.map(() => value), query: {}, headers, body: null })));
      }
    }
  });
});
