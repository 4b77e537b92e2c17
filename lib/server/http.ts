import 'server-only';
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import type { FieldErrors } from '@/lib/api/envelope';
import { LANGUAGE_HEADER } from '@/lib/api/config';
import { keyTable } from '@/lib/own-key';
import { fail } from './envelope';
import { outageOf } from './ops/failures';
import { log } from './ops/log';
import { outageMessage, RETRY_AFTER_SECONDS } from './ops/outage-message';

/** An answer other than 200 that a handler decides on: 404, 422 with field errors… */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly result: FieldErrors | { message: string },
    /** Headers of the answer, e.g. Retry-After on a 429. */
    readonly headers?: HeadersInit,
  ) {
    super('message' in result && typeof result.message === 'string' ? result.message : `HTTP ${status}`);
  }
}

export const notFoundError = (message = 'Not found') => new HttpError(404, { message });

/** The `Language` header: ru, en, tr or zh (also as zh-CN…); anything else (or nothing) is Russian. */
export function requestLocale(request: Request): Locale {
  // `en` or a regional form such as `zh-CN`; nothing else.
  const value = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/i.exec(request.headers.get(LANGUAGE_HEADER)?.trim() ?? '')?.[1]?.toLowerCase();
  return isLocale(value) ? value : defaultLocale;
}

/** One check with one message: zod's own `int()` would add its English "Too big: expected int…" beside it. */
const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, message);

export const MAX_LIMIT = 100;
export const pageParam = wholeNumber('Page must be a whole number from 1.', 1);
export const limitParam = wholeNumber(`Limit must be a whole number from 1 to ${MAX_LIMIT}.`, 1, MAX_LIMIT);
/** A related document by numeric id or by slug (filters `type`, `city`). */
export const refParam = (name: string) =>
  z.string().regex(/^(\d+|[a-z0-9]+(-[a-z0-9]+)*)$/, `${name} must be an id or a slug.`);

/**
 * Parses the query with a zod object of string → value schemas; empty parameters count as absent.
 * Unknown parameters are ignored. A bad value is a 422 `{ field: ["message"] }`.
 */
export function parseQuery<S extends z.ZodRawShape>(request: Request, shape: S): z.infer<z.ZodObject<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = z.object(shape).safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = keyTable();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'query');
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, errors);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * The answer depends on the `Language` header (content and messages): a shared cache must key on it.
 * (Accept-Encoding is added by Next's compression.)
 */
export function varyOnLanguage(response: Response): Response {
  const vary = response.headers.get('vary');
  if (!vary?.split(',').some((part) => part.trim().toLowerCase() === 'language')) response.headers.append('Vary', 'Language');
  return response;
}

/**
 * Wraps a route handler: HttpErrors become their envelope, Payload's own errors keep their status
 * (they carry `status`; class names are minified in a build), anything else goes to `unexpectedFailure`.
 */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    return varyOnLanguage(await answer(handler, request, context));
  };
}

async function answer<C>(handler: Handler<C>, request: Request, context: C): Promise<Response> {
  try {
    return await handler(request, context);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.result, error.headers ? { headers: error.headers } : undefined);
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return fail(status, { message: status === 404 ? 'Not found' : String((error as Error).message) });
    }
    return unexpectedFailure(request, error);
  }
}

/**
 * The answer to an error no handler expected, logged as one JSON line with the request id: the database or the
 * upload storage out of service is a 503 with Retry-After and a message in the caller's language; anything else
 * a 500. Neither carries a stack trace or the error's text.
 */
export function unexpectedFailure(request: Request, error: unknown): Response {
  const outage = outageOf(error);
  const fields = { requestId: request.headers.get('x-request-id'), method: request.method, path: new URL(request.url).pathname, outage, error };
  log('error', outage ? 'api.unavailable' : 'api.failed', fields);
  if (outage) {
    return fail(503, { message: outageMessage(outage, requestLocale(request)) }, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  return fail(500, { message: 'Internal server error' });
}

/** The methods a route file answers or refuses (OPTIONS is Next's own: it lists the exported ones). */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * The 405 handlers of a route file: every method it does not answer gets the envelope and an `Allow` header
 * (Next's own 405 is an empty body). Each route file ends with, e.g.
 *   export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
 * (HEAD too when the route has no GET: Next answers HEAD with GET otherwise). lib/server/route-methods.test.ts
 * checks that every route file covers every method.
 */
type Refused<A extends readonly RouteMethod[]> = Exclude<RouteMethod, A[number] | ('GET' extends A[number] ? 'HEAD' : never)>;

export function methodNotAllowed<const A extends readonly RouteMethod[]>(allowed: A): Record<Refused<A>, () => Response> {
  const answered = new Set<RouteMethod>([...allowed, ...(allowed.includes('GET') ? (['HEAD'] as const) : [])]);
  const allow = [...answered, 'OPTIONS'].join(', ');
  const handler = () => fail(405, { message: `Method not allowed: use ${allowed.join(' or ')}.` }, { headers: { Allow: allow } });
  return Object.fromEntries(ROUTE_METHODS.filter((method) => !answered.has(method)).map((method) => [method, handler])) as Record<
    Refused<A>,
    () => Response
  >;
}
