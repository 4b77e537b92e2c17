import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

vi.hoisted(() => {
  process.env.PAYLOAD_SECRET ??= 'x'.repeat(32);
});

const { buildDocument } = await import('./document');
const { API_PATHS } = await import('./paths');
const { inaccuracyReportSchema } = await import('@/lib/feedback/schemas/inaccuracy-report');
const { loginSchema } = await import('@/lib/auth/schemas/login');
const { folderItemCreateSchema } = await import('@/lib/submissions/schemas/favourites');
const { guestRequestSchema } = await import('@/lib/submissions/schemas/request');

type Json = Record<string, unknown>;
const document = buildDocument();

/** The operation's body schema (its JSON form) with every reference resolved, ready for a JSON Schema validator. */
async function bodySchema(path: string, method: string, mediaType = 'application/json'): Promise<Json> {
  const resolved = (await SwaggerParser.dereference(structuredClone(document) as unknown as OpenAPIV3_1.Document)) as unknown as {
    paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Json }> } }>>;
  };
  return resolved.paths[path]![method]!.requestBody.content[mediaType]!.schema;
}

async function queryParameters(path: string): Promise<Array<{ name: string; in: string; required: boolean; schema: Json }>> {
  const resolved = (await SwaggerParser.dereference(structuredClone(document) as unknown as OpenAPIV3_1.Document)) as unknown as {
    paths: Record<string, Record<string, { parameters: Array<{ name: string; in: string; required: boolean; schema: Json }> }>>;
  };
  return resolved.paths[path]!.get!.parameters.filter((parameter) => parameter.in === 'query');
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
const acceptsJson = (schema: Json, value: unknown) => ajv.validate(schema, value);
const acceptsZod = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (an independent validator: swagger-parser)', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as unknown as OpenAPIV3_1.Document)).resolves.toBeTruthy();
  });

  it('a broken document is refused by the same validator (the check can fail)', async () => {
    const broken = structuredClone(document) as Json & { paths: Record<string, Record<string, Json>> };
    broken.paths['/news']!.get!.responses = { 200: { $ref: '#/components/responses/Nowhere' } };
    await expect(SwaggerParser.validate(broken as unknown as OpenAPIV3_1.Document)).rejects.toThrow();
  });

  it('every operation answers 200 and 503, and each error status points to its shared shape', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const responses = (operation as { responses: Record<string, Json> }).responses;
        expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(['200', '503']));
        for (const [status, response] of Object.entries(responses)) {
          if (status !== '200') expect(response.$ref, `${method} ${path} ${status}`).toBe(`#/components/responses/E${status}`);
        }
      }
    }
    const components = document.components as { responses: Record<string, { content: Record<string, { schema: Json }> }> };
    expect(components.responses.E422!.content['application/json']!.schema.$ref).toBe('#/components/schemas/FieldErrors');
    expect(components.responses.E429!.content['application/json']!.schema.$ref).toBe('#/components/schemas/MessageError');
  });

  it('states the bearer token and the session cookie where a login is needed, and names the limits', () => {
    const info = (path: string, method: string) => document.paths[path]![method] as Json & { security?: Json[]; responses: Json };
    expect(info('/user/info', 'get').security).toEqual([{ bearerAuth: [] }, { portalSession: [] }]);
    expect(Object.keys(info('/user/info', 'get').responses)).toContain('401');
    expect(Object.keys(info('/collection/create', 'post').responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(info('/news', 'get').security).toBeUndefined();
    expect(Object.keys(info('/feedback/outdated', 'post').responses)).toEqual(expect.arrayContaining(['422', '429']));
    expect(info('/feedback/outdated', 'post')['x-rate-limited']).toBe(true);
  });

  it('describes an upload as multipart with its files', async () => {
    const schema = await bodySchema('/request/create', 'post', 'multipart/form-data');
    const files = (schema.allOf as Json[])[1] as { properties: { files: Json } };
    expect(files.properties.files).toMatchObject({ type: 'array', maxItems: 5 });
  });
});

describe('the document’s schemas take what the handlers’ own schemas take', () => {
  const report = { page_url: '/news/some-item', page_title: 'Новость', comment: 'Телефон устарел', consent: true };
  const cases: Array<{ name: string; path: string; method: string; zod: z.ZodType; valid: unknown[]; invalid: unknown[] }> = [
    {
      name: 'POST /feedback/outdated',
      path: '/feedback/outdated',
      method: 'post',
      zod: inaccuracyReportSchema,
      valid: [report, { ...report, email: 'a@example.org' }, { ...report, email: '' }, { ...report, consent: 'on' }],
      invalid: [{ ...report, comment: undefined }, { ...report, page_url: undefined }, { ...report, consent: undefined }, { ...report, page_url: 'x'.repeat(501) }],
    },
    {
      name: 'POST /auth/login/email',
      path: '/auth/login/email',
      method: 'post',
      zod: loginSchema,
      valid: [{ email: 'a@example.org', password: 'secret-password' }, { email: 'a@example.org', password: 'secret-password', session: 'true' }],
      invalid: [{ password: 'secret-password' }, { email: 'a@example.org' }, { email: 'a@example.org', password: 'x'.repeat(300) }],
    },
    {
      name: 'POST /collection/{id}/create',
      path: '/collection/{id}/create',
      method: 'post',
      zod: folderItemCreateSchema,
      valid: [{ page_url: '/news/1', page_title: 'Новость' }],
      invalid: [{}],
    },
    {
      name: 'POST /request/create (a guest)',
      path: '/request/create',
      method: 'post',
      zod: guestRequestSchema,
      valid: [{ title: 'Завод', name: 'Иван', email: 'i@example.org', phone: '+7 391 000 00 00', consent: 'true' }],
      invalid: [],
    },
  ];

  it.each(cases)('$name: each sample is taken or refused by both', async ({ path, method, zod, valid, invalid }) => {
    const schema = await bodySchema(path, method, path === '/request/create' ? 'multipart/form-data' : 'application/json');
    for (const sample of valid) {
      expect(acceptsZod(zod, sample), `zod takes ${JSON.stringify(sample)}`).toBe(true);
      expect(acceptsJson(schema, sample), `the document takes ${JSON.stringify(sample)}: ${ajv.errorsText()}`).toBe(true);
    }
    for (const sample of invalid) {
      expect(acceptsZod(zod, sample), `zod refuses ${JSON.stringify(sample)}`).toBe(false);
      expect(acceptsJson(schema, sample), `the document refuses ${JSON.stringify(sample)}`).toBe(false);
    }
  });

  it('a list’s query is the handler’s: page and limit as digits, its filters by name', async () => {
    const parameters = await queryParameters('/event');
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(['city', 'limit', 'page', 'type']);
    const page = parameters.find((parameter) => parameter.name === 'page')!;
    expect(acceptsJson(page.schema, '2')).toBe(true);
    expect(acceptsJson(page.schema, 'two')).toBe(false);
    const statistic = await queryParameters('/setting-statistic');
    expect(statistic.find((parameter) => parameter.name === 'type')!.schema).toHaveProperty('enum');
  });

  it('every entry’s operation has a summary and a known section', () => {
    for (const [path, entry] of Object.entries(API_PATHS)) {
      for (const operation of Object.values(entry)) expect(operation!.summary.length, path).toBeGreaterThan(5);
    }
  });
});
