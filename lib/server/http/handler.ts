import 'server-only';
import { fail } from '../envelope';
import { outageOf } from '../ops/failures';
import { log } from '../ops/log';
import { outageMessage, RETRY_AFTER_SECONDS } from '../ops/outage-message';
import { HttpError } from './errors';
import { requestLocale } from './locale';
import { type ApiCatalogue, localizeResult } from './localize';

type Handler<C> = (request: Request, context: C) => Promise<Response>;
/** A handler that takes no route params may be called without Next's context (tests call it so). */
type Wrapped<C> = unknown extends C ? (request: Request, context?: unknown) => Promise<Response> : Handler<C>;

export type HandleOptions = {
  /** Error answers in the caller's language: the catalogue's English messages become its namespace's texts. */
  localize?: ApiCatalogue;
  /** Applied to every answer, an error's too (logout clears the session cookie whatever happens). */
  onAnswer?: (response: Response) => Response;
};

/** Marks the functions built by `handle` and `methodNotAllowed` (tests/api/route-wrapper.test.ts checks every route's). */
const WRAPPED = Symbol.for('portal.api.handler');

export function isWrappedHandler(value: unknown): boolean {
  return typeof value === 'function' && (value as { [WRAPPED]?: true })[WRAPPED] === true;
}

function mark<F extends (...args: never[]) => unknown>(handler: F): F {
  return Object.assign(handler, { [WRAPPED]: true as const });
}

/**
 * The one wrapper of every /api/v1 handler. The handler reads: who is calling, limits, parse the body, call the
 * service with plain values, answer with `ok(…)`. Whatever it throws becomes the envelope:
 * - an HttpError its status and result (and headers, e.g. Retry-After), in the caller's language with `localize`;
 * - Payload's own errors keep their 4xx status (they carry `status`; class names are minified in a build);
 * - anything else is `unexpectedFailure`: a logged 503 with Retry-After when the database or storage is out, else 500.
 * Every answer varies on `Language`.
 */
export function handle<C = unknown>(handler: Handler<C>, options: HandleOptions = {}): Wrapped<C> {
  const finish = options.onAnswer ?? ((response: Response) => response);
  return mark(async (request: Request, context: C) => varyOnLanguage(finish(await answer(handler, request, context, options)))) as Wrapped<C>;
}

async function answer<C>(handler: Handler<C>, request: Request, context: C, { localize }: HandleOptions): Promise<Response> {
  try {
    return await handler(request, context);
  } catch (error) {
    if (error instanceof HttpError) {
      const result = localize ? localizeResult(error.result, localize, requestLocale(request)) : error.result;
      return fail(error.status, result, error.headers ? { headers: error.headers } : undefined);
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return fail(status, { message: status === 404 ? 'Not found' : String((error as Error).message) });
    }
    return unexpectedFailure(request, error);
  }
}

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

/** Adds a Set-Cookie header (and no-store) to an answer. */
export function withCookie(response: Response, cookie: string): Response {
  response.headers.append('Set-Cookie', cookie);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** A private answer: never kept by a browser or a shared cache. */
export function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
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
  const handler = mark(() => fail(405, { message: `Method not allowed: use ${allowed.join(' or ')}.` }, { headers: { Allow: allow } }));
  return Object.fromEntries(ROUTE_METHODS.filter((method) => !answered.has(method)).map((method) => [method, handler])) as Record<
    Refused<A>,
    () => Response
  >;
}
