import 'server-only';
import type { GlobalSlug } from 'payload';
import { ok } from '../envelope';
import { handle, limitParam, notFoundError, pageParam, parseQuery, requestLocale } from '../http';
import { memoisedAnswer } from '@/lib/platform/answer-memo';
import type { ListEndpoint } from './endpoints';
import { findDocument, listDocuments, readGlobal } from './service';

/**
 * Route handler factories for §7's public GETs: validate → service → envelope.
 * Each `app/api/v1/<path>/route.ts` is one line: `export const GET = listRoute(ENDPOINTS.news);`.
 */
type Params = Record<string, string | string[] | undefined>;
type Context = { params: Promise<Params> };
type Resolve = ListEndpoint | ((params: Params) => ListEndpoint | undefined);

const param = (params: Params, name: string) => {
  const value = params[name];
  return Array.isArray(value) ? value.join('/') : value;
};

/** What a public GET's answer depends on: its language, path and query (and the route's params, which the path gives). */
const answerKey = (request: Request, params: Params = {}) => {
  const url = new URL(request.url);
  return `${requestLocale(request)} ${url.pathname}${url.search} ${JSON.stringify(params)}`;
};

async function endpointOf(resolve: Resolve, context: Context): Promise<ListEndpoint> {
  const endpoint = typeof resolve === 'function' ? resolve(await context.params) : resolve;
  if (!endpoint) throw notFoundError('Unknown API endpoint');
  return endpoint;
}

/** GET list: `{ items, totalCount }`, `page` from 1 and `limit` 1–100, plus the endpoint's filters. */
export function listRoute(resolve: Resolve) {
  return handle<Context>(async (request, context) => {
    const endpoint = await endpointOf(resolve, context);
    const answer = () => listAnswer(request, endpoint);
    // Decorated answers (an event's registration figures) change without a publish: never kept.
    return endpoint.source.decorate ? answer() : memoisedAnswer(request, answerKey(request, await context.params), answer);
  });
}

/** The query a list takes: `page`, `limit` and the endpoint's filters (the API's description reads it too). */
export function listQueryShape(endpoint: ListEndpoint) {
  const filters = endpoint.filters ?? {};
  const shape = Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filter.schema.optional()]));
  return { page: pageParam.optional(), limit: limitParam.optional(), ...shape };
}

async function listAnswer(request: Request, endpoint: ListEndpoint): Promise<Response> {
  const filters = endpoint.filters ?? {};
  const query = parseQuery(request, listQueryShape(endpoint)) as Record<string, unknown>;
  const where = Object.entries(filters)
    .map(([name, filter]) => (query[name] === undefined ? undefined : filter.where(query[name] as never)))
    .filter((w) => w !== undefined);
  const { page, limit } = query as { page?: number; limit?: number };
  const result = await listDocuments(endpoint.source, {
    locale: requestLocale(request),
    ...(endpoint.paged ? { page: page ?? 1, limit: limit ?? 10 } : { page, limit }),
    where: where.length ? { and: where } : undefined,
  });
  return ok(result);
}

/** GET `/{id}`: one published document by numeric id or slug (or key); 404 otherwise. */
export function detailRoute(resolve: Resolve, idParam = 'id') {
  return handle<Context>(async (request, context) => {
    const endpoint = await endpointOf(resolve, context);
    const params = await context.params;
    const id = param(params, idParam) ?? '';
    const answer = async () => {
      const item = await findDocument(endpoint.source, id, requestLocale(request));
      if (!item) throw notFoundError();
      return ok(item);
    };
    return endpoint.source.decorate ? answer() : memoisedAnswer(request, answerKey(request, params), answer);
  });
}

/** GET of a single page kept in a Payload global. */
export function globalRoute(slug: GlobalSlug) {
  return handle<Context>(async (request) =>
    memoisedAnswer(request, answerKey(request), async () => ok(await readGlobal(slug, requestLocale(request)))),
  );
}
