// No `server-only`: Payload's hooks and jobs (cms/) count mails and jobs too, and cms/ also loads in the CLI.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { locales } from '@/i18n/routing';
import type { Step } from './pipeline/step';

/**
 * Prometheus metrics of this process (docs/decisions/026-running-past-one-machine.md). One registry per process,
 * kept on globalThis: Next bundles instrumentation, route handlers and Payload's hooks separately, and they must
 * all count into the same registry. Operators scrape it from METRICS_PORT (served by `startMetricsServer`,
 * a listener of its own that nginx never proxies to), never from the public port.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const registers = [registry];
  return {
    registry,
    /** Every answer of the Next server, by method, route family (see `routeLabel`) and status. */
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route family and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    /** Time from the request's arrival to the answer's last byte. */
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route family',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    /** Lookups in Next's shared cache (the Redis cache handler): `hit`, `miss` or `stale` (expired by a tag). */
    cacheLookups: new Counter({
      name: 'portal_cache_lookups_total',
      help: "Lookups in Next's cache, by kind (page, fetch, …) and result (hit, miss, stale)",
      labelNames: ['kind', 'result'] as const,
      registers,
    }),
    /** Bytes of investors' files written to storage. */
    uploadBytes: new Counter({
      name: 'portal_upload_bytes_total',
      help: "Bytes of investors' files written to storage, by storage kind",
      labelNames: ['storage'] as const,
      registers,
    }),
    /** Mails handed to the queue (or sent straight away) and mails that failed for good, by template/purpose. */
    mailsQueued: new Counter({
      name: 'portal_mails_queued_total',
      help: 'Mails queued for sending, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    mailsFailed: new Counter({
      name: 'portal_mails_failed_total',
      help: 'Mails that could not be sent (each failed attempt), by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    /** Background jobs (mail retries, clean-ups) that threw, by job name. */
    jobsFailed: new Counter({
      name: 'portal_jobs_failed_total',
      help: 'Background jobs that failed, by job name',
      labelNames: ['job'] as const,
      registers,
    }),
  };
}

export type PortalMetrics = ReturnType<typeof create>;

const METRICS_KEY = Symbol.for('portal.metrics');
type WithMetrics = typeof globalThis & { [METRICS_KEY]?: PortalMetrics };

/** This process's metrics; counters are incremented directly, e.g. `metrics().mailsFailed.inc({ kind: 'welcome' })`. */
export function metrics(): PortalMetrics {
  const scope = globalThis as WithMetrics;
  scope[METRICS_KEY] ??= create();
  return scope[METRICS_KEY];
}

const LOCALES = new Set<string>(locales);

/**
 * A bounded label for a request path: the route family, never ids or slugs (each distinct label value is a time
 * series). Answers nobody found (404) share one label, so random paths cannot grow the registry.
 *   /_next/static/…        → /_next/static        /api/v1/news/some-slug → /api/v1/news/*
 *   /api/cms/users/login   → /api/cms/users/*     /en/news/some-slug     → /news/*   (the locale is dropped)
 */
export function routeLabel(pathname: string, status: number): string {
  if (status === 404) return 'not-found';
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === '_next') return `/_next/${segments[1] ?? ''}`.replace(/\/$/, '');
  if (segments[0] === 'admin') return '/admin';
  if (segments[0] === 'api') return family(segments, 3);
  if (LOCALES.has(segments[0] ?? '')) segments.shift();
  return family(segments, 1);
}

function family(segments: string[], depth: number): string {
  const head = segments.slice(0, depth).map((segment) => segment.slice(0, 64));
  return `/${head.join('/')}${segments.length > depth ? '/*' : ''}`;
}

/** The pipeline's step (./pipeline/index.ts): counts and times every answer of the public server. */
export function requestMetricsStep(): Step {
  // Made now: the cache handler, loaded outside Next's bundles, counts into it from the first request on.
  metrics();
  return (request, response) => {
    const started = process.hrtime.bigint();
    response.once('close', () => observe(request, response, started));
  };
}

function observe(request: IncomingMessage, response: ServerResponse, started: bigint): void {
  const { httpRequests, httpDuration } = metrics();
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  const route = routeLabel(pathname, response.statusCode);
  const method = request.method ?? 'GET';
  // A client that went away before the answer was complete: counted apart from the status that was planned.
  const status = response.writableFinished ? String(response.statusCode) : 'aborted';
  httpRequests.inc({ method, route, status });
  httpDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
}

/** The scrape endpoint: `GET /metrics` on its own listener (METRICS_HOST, loopback by default; METRICS_PORT). */
export async function startMetricsServer(http: typeof import('node:http'), port: number, host: string): Promise<Server> {
  const { registry } = metrics();
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        console.error('[metrics] scrape failed:', error);
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  console.log(`[metrics] Prometheus metrics on http://${host}:${port}/metrics`);
  return server;
}
