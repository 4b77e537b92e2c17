import 'server-only';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { LANGUAGE_HEADER } from '@/lib/api/config';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { API_PATHS } from './paths';
import { type Access, API_TAGS, type Body, ERROR_STATUSES, type ErrorStatus, HTTP_METHODS, type HttpMethod, type Operation, type PathEntries } from './registry';

/**
 * The OpenAPI 3.1 document of /api/v1, made from the registry (./paths): every input is the JSON Schema of the zod
 * schema its handler parses with (`z.toJSONSchema`, the input side: what a client sends), every answer the
 * `{ success, result }` envelope or the file it is, every error its envelope and status.
 */

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { openapi: string; paths: Record<string, Record<string, Json>> };

const SCHEMAS = '#/components/schemas/';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); named parts (`.meta({ id })`) go to `named`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', named: Record<string, Json>): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  const defs = out.$defs as Record<string, Json> | undefined;
  delete out.$defs;
  for (const [id, def] of Object.entries(defs ?? {})) named[id] = relink(def) as Json;
  // A schema named at its own top level is a reference to its component.
  if (typeof out.id === 'string') {
    const { id, ...rest } = out;
    named[id] = relink(rest) as Json;
    return { $ref: `${SCHEMAS}${id}` };
  }
  return relink(out) as Json;
}

/** `#/$defs/X` (zod's local references) → `#/components/schemas/X` (the document's). */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, SCHEMAS) : relink(v)]),
  );
}

const errorEnvelope = (result: Json): Json => ({
  type: 'object',
  required: ['success', 'result'],
  properties: { success: { const: false }, result },
  additionalProperties: false,
});

/** The error answers every operation points to. */
const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'The body could not be read (malformed JSON or form).',
  401: 'No valid bearer token or session.',
  403: 'Not allowed: an unconfirmed account, a cookie-only write from another site, or another’s record.',
  404: 'Not found (also for another’s record: the API never tells what exists).',
  409: 'In conflict with the record’s state (already registered, a closed thread, an address in use…).',
  413: 'The body or a file is over its size limit.',
  415: 'The body’s media type is not one the operation takes.',
  422: 'Validation failed: each field’s messages, in order (`result.<field>[0]` is the first).',
  429: 'Too many attempts: wait for `Retry-After` seconds.',
  503: 'The database or file storage is out of service for a moment: retry after `Retry-After` seconds.',
};

function errorResponses(): Json {
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } };
  return Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      `E${status}`,
      {
        description: ERROR_TEXT[status],
        ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}${status === 422 ? 'FieldErrors' : 'MessageError'}` } } },
      },
    ]),
  );
}

const SECURITY: Record<Access, Json[] | undefined> = {
  public: undefined,
  optional: [{}, { bearerAuth: [] }, { portalSession: [] }],
  investor: [{ bearerAuth: [] }, { portalSession: [] }],
  verified: [{ bearerAuth: [] }, { portalSession: [] }],
  staff: [{ staffSession: [] }],
};

/** The statuses an operation answers besides its own list: those of its access, its limits and an outage. */
function statusesOf(method: HttpMethod, operation: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(operation.errors ?? []);
  if (operation.access === 'investor' || operation.access === 'verified' || operation.access === 'staff') statuses.add(401);
  if (operation.access === 'verified' || operation.access === 'staff' || (operation.access === 'investor' && method !== 'get')) statuses.add(403);
  if (operation.limited) statuses.add(429);
  if (operation.body?.kind === 'form') statuses.add(400);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function parameters(operation: Operation, named: Record<string, Json>): Json[] {
  const list: Json[] = [];
  for (const [where, object] of [['path', operation.params], ['query', operation.query]] as const) {
    if (!object) continue;
    const schema = jsonSchema(object, 'input', named);
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      list.push({ name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  list.push({ $ref: '#/components/parameters/Language' });
  return list;
}

function requestBody(body: Body, named: Record<string, Json>): Json {
  const schema = jsonSchema(body.schema, 'input', named);
  if (body.kind === 'form') {
    return {
      required: true,
      content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } },
    };
  }
  const { field, max, types } = body.files;
  const files: Json = {
    type: 'array',
    maxItems: max,
    items: { type: 'string', contentMediaType: 'application/octet-stream' },
    description: `Up to ${max} file(s) as \`${field}[0]\`, \`${field}[1]\`… (or \`${field}\` repeated), each checked by its content: ${types.join(', ')}.`,
  };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { allOf: [schema, { type: 'object', properties: { [field]: files } }] },
        encoding: { [field]: { contentType: 'application/octet-stream' } },
      },
    },
  };
}

function okResponse(operation: Operation, named: Record<string, Json>): Json {
  const { answer } = operation;
  if (answer.kind === 'file') {
    return { description: answer.description ?? 'The file.', content: { [answer.mediaType]: { schema: { type: 'string', contentMediaType: answer.mediaType } } } };
  }
  if (answer.kind === 'json') return { description: answer.description ?? 'A JSON document.', content: { 'application/json': { schema: { type: 'object' } } } };
  const result = answer.result ? jsonSchema(answer.result, 'output', named) : {};
  return {
    description: answer.description ?? 'The envelope with the result.',
    content: {
      'application/json': {
        schema: { type: 'object', required: ['success', 'result'], properties: { success: { const: true }, result } },
      },
    },
  };
}

const operationId = (method: HttpMethod, path: string) =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

export function buildDocument(paths: PathEntries = API_PATHS): OpenApiDocument {
  const named: Record<string, Json> = {};
  const out: OpenApiDocument['paths'] = {};
  for (const path of Object.keys(paths).sort()) {
    const entry = paths[path]!;
    const item: Record<string, Json> = {};
    for (const method of HTTP_METHODS) {
      const operation = entry[method];
      if (!operation) continue;
      const security = SECURITY[operation.access];
      item[method] = {
        operationId: operationId(method, path),
        tags: [operation.tag],
        summary: operation.summary,
        ...(operation.description ? { description: operation.description } : {}),
        'x-access': operation.access,
        ...(operation.limited ? { 'x-rate-limited': true } : {}),
        ...(security ? { security } : {}),
        parameters: parameters(operation, named),
        ...(operation.body ? { requestBody: requestBody(operation.body, named) } : {}),
        responses: {
          200: okResponse(operation, named),
          ...Object.fromEntries(statusesOf(method, operation).map((status) => [String(status), { $ref: `#/components/responses/E${status}` }])),
        },
      };
    }
    out[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Krasnoyarsk Krai investment portal API',
      version: '1',
      description:
        'The provider API of the investment portal. Every JSON answer is the envelope `{ success, result }`; lists are `{ items, totalCount }`. ' +
        'The `Language` header (ru, en, tr, zh) chooses the language of content and messages (Russian by default).',
    },
    servers: [{ url: '/api/v1' }],
    tags: API_TAGS.map((name) => ({ name })),
    paths: out,
    components: {
      schemas: {
        ...Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b))),
        FieldErrors: errorEnvelope({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 } }),
        MessageError: errorEnvelope({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } }),
      },
      responses: errorResponses(),
      parameters: {
        Language: {
          name: LANGUAGE_HEADER,
          in: 'header',
          required: false,
          description: 'The language of the answer’s content and messages; a regional form (zh-CN) counts as its language.',
          schema: { type: 'string', examples: [...locales] },
        },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token answered by login or registration.' },
        portalSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The portal’s own session cookie (writes must come from the portal’s origin).' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'payload-token', description: 'The back office’s session (the agency’s staff), same origin.' },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built once per process (it changes only with the code). */
export function apiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
