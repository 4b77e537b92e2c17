// No `server-only`: Payload's hooks and jobs (cms/) count mails and jobs too, and cms/ also loads in the CLI.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of this process (docs/decisions/026-running-past-one-machine.md). One registry per process,
 * kept on globalThis: Next bundles instrumentation, route handlers and Payload's hooks separately, and they must
 * all count into the same registry. Operators scrape it from METRICS_PORT (served by `startMetricsServer` in
 * lib/server/metrics.ts, a listener of its own that nginx never proxies to), never from the public port.
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
    /**
     * Core Web Vitals reported by real visitors' browsers (POST /api/v1/vitals), by route family (lib/vitals/route-family.ts).
     * One histogram per metric: their units and good/poor thresholds differ (LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s,
     * CLS 0.1/0.25), and each threshold is a bucket bound, so the share of good visits is exact.
     */
    webVitals: {
      LCP: new Histogram({
        name: 'portal_web_vitals_lcp_seconds',
        help: 'Largest Contentful Paint reported by visitors, by route family',
        labelNames: ['route'] as const,
        buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
        registers,
      }),
      INP: new Histogram({
        name: 'portal_web_vitals_inp_seconds',
        help: 'Interaction to Next Paint reported by visitors, by route family',
        labelNames: ['route'] as const,
        buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2],
        registers,
      }),
      TTFB: new Histogram({
        name: 'portal_web_vitals_ttfb_seconds',
        help: 'Time to First Byte reported by visitors, by route family',
        labelNames: ['route'] as const,
        buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.5, 1.8, 3, 5],
        registers,
      }),
      CLS: new Histogram({
        name: 'portal_web_vitals_cls',
        help: 'Cumulative Layout Shift reported by visitors (unitless), by route family',
        labelNames: ['route'] as const,
        buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
        registers,
      }),
    },
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
