import { afterAll, beforeAll, expect } from 'vitest';
import { payloadClient } from '@/lib/server/payload';

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type Envelope<T = unknown> = { success: boolean; result: T };
export type List<T = Record<string, unknown>> = { items: T[]; totalCount: number };
export type Item = Record<string, unknown> & { id: number; slug?: string };

/** Calls a route handler the way Next does, with the `Language` header and the route params. */
export async function call<T = unknown>(
  handler: Handler,
  url: string,
  { language, params = {} }: { language?: string; params?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const request = new Request(new URL(url, 'http://localhost/api/v1/'), { headers: language ? { Language: language } : {} });
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

export async function getList(handler: Handler, url: string, options?: Parameters<typeof call>[2]) {
  const { status, body } = await call<List<Item>>(handler, url, options);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(body.success).toBe(true);
  expect(Object.keys(body.result).sort()).toEqual(['items', 'totalCount']);
  expect(Array.isArray(body.result.items)).toBe(true);
  return body.result;
}

export async function getItem(handler: Handler, url: string, options?: Parameters<typeof call>[2]) {
  const { status, body } = await call<Item>(handler, url, options);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(body.success).toBe(true);
  return body.result;
}

/** Where a public answer's document (a list's item, a detail, a global) stands: only it says when it was published. */
const DOCUMENT_PATH = /^result(\.items\[\d+\])?$/;

/**
 * No database internals or staff fields in a public answer, at any depth. The document itself carries `updatedAt`
 * (an ISO time: the portal shows how fresh a page is); nothing below it does.
 */
export function expectNoStaffFields(value: unknown, path = 'result'): void {
  if (Array.isArray(value)) return value.forEach((v, i) => expectNoStaffFields(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'updatedAt' && DOCUMENT_PATH.test(path)) {
      expect(Number.isFinite(Date.parse(String(v))), `${path}.${key}`).toBe(true);
      continue;
    }
    expect(['_status', 'createdAt', 'updatedAt', 'editorNote', 'password', 'roles', 'hash', 'salt', 'globalType'], `${path}.${key}`).not.toContain(key);
    expectNoStaffFields(v, `${path}.${key}`);
  }
}

/** The §7 validation answer: 422, success false, `result.<field>[0]` a message. */
export async function expect422(handler: Handler, url: string, field: string, params?: Record<string, string>) {
  const { status, body } = await call<Record<string, string[]>>(handler, url, { params });
  expect(status).toBe(422);
  expect(body.success).toBe(false);
  expect(body.result[field]?.[0]).toEqual(expect.any(String));
}

export async function expect404(handler: Handler, url: string, params?: Record<string, string>) {
  const { status, body } = await call(handler, url, { params });
  expect(status).toBe(404);
  expect(body.success).toBe(false);
}

type ContentCollection = 'production-sites' | 'events' | 'event-types' | 'event-cities';

/**
 * Removes, after a test file, the documents of these collections it created: the API suite shares one database, and
 * other files count the demo content's lists. Collections are cleared in the order given (events before their types).
 */
export function keepContentAsFound(collections: ContentCollection[]): void {
  const found = new Map<ContentCollection, Set<number>>();
  const idsOf = async (collection: ContentCollection) => {
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0, draft: true, overrideAccess: true, select: {} });
    return new Set(docs.map((doc) => Number(doc.id)));
  };
  beforeAll(async () => {
    for (const collection of collections) found.set(collection, await idsOf(collection));
  });
  afterAll(async () => {
    const payload = await payloadClient();
    for (const collection of collections) {
      const added = [...(await idsOf(collection))].filter((id) => !found.get(collection)!.has(id));
      if (added.length) await payload.delete({ collection, where: { id: { in: added } }, overrideAccess: true, depth: 0 });
    }
  });
}
