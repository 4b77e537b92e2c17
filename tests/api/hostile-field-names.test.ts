import fs from 'node:fs';
import path from 'node:path';
import config from '@payload-config';
import { REST_DELETE, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payloadClient } from '@/lib/server/payload';
import { resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { SAMPLE_PDF } from '@/testing/zip';
import { loadRoutes, type Method, type Route } from './api-routes';
import { verifiedInvestor } from './auth-helpers';
import { count } from './submissions-helpers';

/**
 * Every /api/v1 write endpoint (each route file's POST, PUT, PATCH and DELETE that is not a 405) gets bodies whose
 * field names are the keys every plain object inherits (Object.prototype's own names) and other hostile names:
 * as JSON, as a urlencoded form and as multipart with a file before and after the field — as a guest and signed
 * in. Each must be answered within a bounded time with a 200 or a 4xx (a name a reader stores in a plain object
 * hung the multipart reader once: no answer, its file left on disk); afterwards every file in the uploads folder
 * belongs to an attachment record, and Object.prototype is as it was.
 */
const NAMES = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    'prototype',
    '__proto__[]',
    '__proto__[0]',
    '__proto__[admin]',
    'constructor[prototype]',
    'file[__proto__]',
    'file[constructor]',
    'files[__proto__]',
    'files[constructor]',
    'remove_files[__proto__]',
  ]),
];
/**
 * Payload's endpoints are swept with one name of each behaviour a plain object gives them (the prototype itself, its
 * constructor, an inherited method, a setter-named path, bracketed paths into each): the other inherited methods
 * behave as `toString` does, and the full list over every /api/cms route would cost the suite a minute.
 */
const CMS_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineSetter__', 'prototype', '__proto__[admin]', 'constructor[prototype]', 'file[__proto__]'];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly Method[];
const ANSWER_WITHIN_MS = 5_000;

type Body = { kind: string; type: string; bytes: Uint8Array };
const encoder = new TextEncoder();

/**
 * The same hostile name in multipart with a file before and after it (and in the `_payload` JSON Payload's REST
 * reads), as JSON (top level and nested) and in a urlencoded form.
 */
async function bodies(name: string, fileField = 'files[0]'): Promise<Body[]> {
  const key = JSON.stringify(name);
  const form = new FormData();
  form.append(fileField, new Blob([new Uint8Array(SAMPLE_PDF)]), 'before.pdf');
  form.append(name, 'x');
  form.append(name, 'y');
  form.append('_payload', `{${key}: "x", "alt": {${key}: "x"}}`);
  form.append(name, new Blob([new Uint8Array(SAMPLE_PDF)]), 'after.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return [
    { kind: 'multipart', type: encoded.headers.get('content-type')!, bytes: new Uint8Array(await encoded.arrayBuffer()) },
    { kind: 'json', type: 'application/json', bytes: encoder.encode(`{${key}: "x", "nested": {${key}: ["x"]}, ${key}: ["y"]}`) },
    { kind: 'urlencoded', type: 'application/x-www-form-urlencoded', bytes: encoder.encode(new URLSearchParams([[name, 'x'], [name, 'y']]).toString()) },
  ];
}

/** Every file under UPLOADS_DIR (private attachments and Payload's public uploads). */
function uploadedFiles(dir = process.env.UPLOADS_DIR!): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? uploadedFiles(path.join(dir, entry.name)) : [entry.name]));
}

/** Files on disk beyond their attachment records: it must never grow. */
const unrecordedFiles = async () => uploadedFiles().length - (await count('attachments'));

let routes: Route[] = [];
let token = '';
/** Path parameters that reach the handlers' work: the investor's own pending request, folder and item. */
const ids = { request: '', folder: '', item: '' };
let client = 0;

type Outcome = { status: number; text: string } | 'timeout';

async function send(route: Route, method: Method, body: Body | null, signedIn: boolean): Promise<Outcome> {
  const values: Record<string, string> = { id: route.urlPath.startsWith('request/') ? ids.request : ids.folder, itemId: ids.item };
  const params = Object.fromEntries(route.params.map((param) => [param.name, param.catchAll ? ['x', 'y'] : (values[param.name] ?? 'x')]));
  const urlPath = route.urlPath.replace(/\[(\.\.\.)?(\w+)\]/g, (_, catchAll: string | undefined, name: string) => (catchAll ? 'x/y' : String(params[name])));
  client += 1;
  // Each request its own client address, as the trusted proxy of the suite reports it: per-address limits stay out of the way.
  const headers = new Headers({ 'x-forwarded-for': `10.252.${(client >> 8) & 255}.${client & 255}`, language: 'ru' });
  if (signedIn) headers.set('authorization', `Bearer ${token}`);
  if (body) headers.set('content-type', body.type);
  const request = new Request(`http://localhost/api/v1/${urlPath}`, { method, headers, body: body ? (body.bytes as BodyInit) : undefined });
  // A 405 handler answers at once (not a promise).
  return withinTime(Promise.resolve(route.module[method]!(request, { params: Promise.resolve(params) })));
}

/** The answer's status and text, or 'timeout' when it takes longer than ANSWER_WITHIN_MS. */
async function withinTime(response: Promise<Response>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const answer = response.then(async (done) => ({ status: done.status, text: await done.text() }));
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, ANSWER_WITHIN_MS, 'timeout');
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The route's handler for `method` if it does something (a 405 to a plain request means the route has no such endpoint). */
async function writeEndpoint(route: Route, method: Method): Promise<boolean> {
  if (!route.module[method]) return false;
  const probe = await send(route, method, null, false);
  return probe === 'timeout' || probe.status !== 405;
}

async function postJson(urlPath: string, json: unknown): Promise<Record<string, unknown>> {
  const route = routes.find((candidate) => candidate.urlPath === urlPath.replace(/^collection\/\d+/, 'collection/[id]'))!;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '10.252.255.1' };
  const params = { id: urlPath.split('/')[1]! };
  const response = await route.module.POST!(new Request(`http://localhost/api/v1/${urlPath}`, { method: 'POST', headers, body: JSON.stringify(json) }), { params: Promise.resolve(params) });
  const body = (await response.json()) as { result: Record<string, unknown> };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.result;
}

describe('field names taken from Object.prototype, to every /api/v1 write endpoint', () => {
  beforeAll(async () => {
    // The investor sends each body to each endpoint: the per-account submission limits would answer 429 before the body is read.
    for (const name of ['LIMIT_SUBMISSION_ACCOUNT', 'LIMIT_APPEAL_ACCOUNT', 'LIMIT_PASSPORT_ACCOUNT']) vi.stubEnv(name, '100000');
    routes = await loadRoutes();
    const investor = await verifiedInvestor('field-names');
    token = investor.token;
    const form = new FormData();
    form.append('title', 'Проект');
    form.append('description', 'Описание');
    const create = routes.find((route) => route.urlPath === 'request/create')!;
    const created = await create.module.POST!(new Request('http://localhost/api/v1/request/create', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.252.255.2' }, body: form }), {
      params: Promise.resolve({}),
    });
    ids.request = String(((await created.json()) as { result: { id: number } }).result.id);
    ids.folder = String((await postJson('collection/create', { title: 'Папка' })).id);
    ids.item = String((await postJson(`collection/${ids.folder}/create`, { page_url: '/news', page_title: 'Новости' })).id);
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    resetMemoryLimiters();
  });

  it(
    'each body is answered in time with a 200 or a 4xx; no file stays without its record; Object.prototype untouched',
    async () => {
      const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
      let unrecorded = await unrecordedFiles();
      // Deletions last: the folder and the item stay for the other endpoints until then.
      const endpoints: [Route, Method][] = [];
      for (const method of WRITE_METHODS) for (const route of routes) if (await writeEndpoint(route, method)) endpoints.push([route, method]);
      expect(endpoints.map(([route, method]) => `${method} ${route.urlPath}`)).toEqual(expect.arrayContaining(['POST request/create', 'POST message/send', 'POST request/[id]/passport', 'POST collection/create']));

      const problems: string[] = [];
      for (const [route, method] of endpoints) {
        // One hang is enough to report: the endpoint's other bodies are skipped (each would wait out the timeout).
        endpoint: for (const name of NAMES) {
          for (const body of await bodies(name)) {
            for (const signedIn of [false, true]) {
              const outcome = await send(route, method, body, signedIn);
              const where = `${method} /api/v1/${route.urlPath} ${body.kind} «${name}»${signedIn ? ' signed in' : ''}`;
              if (outcome === 'timeout') {
                problems.push(`${where}: no answer within ${ANSWER_WITHIN_MS} ms`);
                break endpoint;
              }
              if (outcome.status !== 200 && (outcome.status < 400 || outcome.status >= 500)) problems.push(`${where}: ${outcome.status} ${outcome.text.slice(0, 200)}`);
            }
          }
        }
        const now = await unrecordedFiles();
        if (now !== unrecorded) problems.push(`${method} /api/v1/${route.urlPath}: ${now - unrecorded} file(s) left in the uploads folder without a record`);
        unrecorded = now;
      }
      expect(problems).toEqual([]);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    },
    600_000,
  );

  it(
    'Payload\'s /api/cms write endpoints too, as a guest and as an administrator: answered in time, no file left, no 5xx',
    async () => {
      const payload = await payloadClient();
      const email = `field-names-admin-${Date.now().toString(36)}@example.org`;
      await payload.create({ collection: 'staff', data: { email, password: 'admin-pass-4242', roles: ['admin'], name: 'Администратор' }, overrideAccess: true, depth: 0 });
      const { token: staffToken } = await payload.login({ collection: 'staff', data: { email, password: 'admin-pass-4242' } });
      const files = uploadedFiles().sort();
      const endpoints = cmsWriteEndpoints(payload.config);
      expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.segments.join('/')}`)).toEqual(expect.arrayContaining(['POST media', 'PATCH news/2147483647', 'POST staff/login']));

      const problems: string[] = [];
      for (const endpoint of endpoints) {
        endpoint: for (const name of CMS_NAMES) {
          // Payload reads JSON and multipart bodies only; a urlencoded one is a 415 (tests/api/cms-rest-hardening.test.ts).
          for (const body of (await bodies(name, 'file')).filter((candidate) => candidate.kind !== 'urlencoded')) {
            for (const admin of [false, true]) {
              // The administrator leaves the globals, the session and its own admin-panel preferences alone: an update
              // would change what other suites read, and a preference saved by one request is deleted by the next.
              if (admin && (endpoint.segments[0] === 'globals' || endpoint.segments[0] === 'payload-preferences' || endpoint.segments.at(-1) === 'logout')) continue;
              const outcome = await sendCms(endpoint, body, admin ? staffToken! : null);
              const where = `${endpoint.method} /api/cms/${endpoint.segments.join('/')}${endpoint.query} ${body.kind} «${name}»${admin ? ' as an administrator' : ''}`;
              if (outcome === 'timeout') {
                problems.push(`${where}: no answer within ${ANSWER_WITHIN_MS} ms`);
                break endpoint;
              }
              if (outcome.status >= 500) problems.push(`${where}: ${outcome.status} ${outcome.text.slice(0, 200)}`);
              // A document the hostile body managed to create is removed with its files.
              const created = outcome.status < 300 && endpoint.method === 'POST' && endpoint.segments.length === 1 ? createdId(outcome.text) : undefined;
              if (created !== undefined) await payload.delete({ collection: endpoint.segments[0] as never, id: created, overrideAccess: true });
            }
          }
        }
      }
      expect({ problems, files: uploadedFiles().sort() }).toEqual({ problems: [], files });
    },
    600_000,
  );
});

// ---- Payload's REST (/api/cms), called as its route file does --------------------------------------------------------

/** An id no document has: updates and deletions by id find nothing, bulk ones are filtered to nothing. */
const MISSING_ID = '2147483647';
type CmsEndpoint = { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; segments: string[]; query: string };
type EndpointList = readonly { method: string; path: string }[] | false | undefined;

/** Every write endpoint of every collection and global (Payload's own and ours) and of the root. */
function cmsWriteEndpoints(sanitized: { collections: { slug: string; endpoints: EndpointList }[]; globals: { slug: string; endpoints: EndpointList }[]; endpoints: EndpointList }): CmsEndpoint[] {
  const found: CmsEndpoint[] = [];
  const add = (base: string[], endpoints: EndpointList) => {
    for (const endpoint of endpoints || []) {
      const method = endpoint.method.toUpperCase();
      if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT' && method !== 'DELETE') continue;
      const segments = endpoint.path.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? MISSING_ID : segment));
      const bulk = segments.length === 0 && (method === 'PATCH' || method === 'DELETE');
      found.push({ method, segments: [...base, ...segments], query: bulk ? `?where[id][equals]=${MISSING_ID}` : '' });
    }
  };
  for (const collection of sanitized.collections) add([collection.slug], collection.endpoints);
  for (const global of sanitized.globals) add(['globals', global.slug], global.endpoints);
  add([], sanitized.endpoints);
  // A custom endpoint may share its method and path with one of Payload's (the first one answers).
  return found.filter((endpoint, index) => found.findIndex((other) => other.method === endpoint.method && other.segments.join('/') === endpoint.segments.join('/') && other.query === endpoint.query) === index);
}

const CMS_HANDLERS = { POST: REST_POST(config), PATCH: REST_PATCH(config), PUT: REST_PUT(config), DELETE: REST_DELETE(config) };

async function sendCms(endpoint: CmsEndpoint, body: Body, staffToken: string | null): Promise<Outcome> {
  client += 1;
  const headers = new Headers({ 'x-forwarded-for': `10.253.${(client >> 8) & 255}.${client & 255}`, 'content-type': body.type });
  if (staffToken) headers.set('authorization', `JWT ${staffToken}`);
  const url = `http://localhost:3000/api/cms/${endpoint.segments.join('/')}${endpoint.query}`;
  const request = new Request(url, { method: endpoint.method, headers, body: body.bytes as BodyInit });
  return withinTime(CMS_HANDLERS[endpoint.method](request, { params: Promise.resolve({ slug: endpoint.segments }) }));
}

function createdId(text: string): number | string | undefined {
  try {
    return (JSON.parse(text) as { doc?: { id?: number | string } }).doc?.id;
  } catch {
    return undefined;
  }
}
