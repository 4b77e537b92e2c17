/**
 * The server's side of the Prometheus metrics: the request counters' step of the pipeline and the scrape listener.
 * The registry itself (the counters every layer increments) is lib/platform/metrics.ts.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { locales } from '@/i18n/routing';
import { metrics } from '@/lib/platform/metrics';
import type { Step } from './pipeline/step';

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
