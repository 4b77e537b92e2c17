/**
 * Runs once when a Next server starts: installs the peer-address header (lib/server/peer-address.ts), the repair of undecodable paths and
 * the request metrics (and their scrape port when METRICS_PORT is set), connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Route handlers learn the TCP peer's address through a per-process header (rate limits without a proxy).
  // A path that cannot be percent-decoded is repaired before Next sees it (lib/server/request-path.ts).
  // Every answer is counted and timed for Prometheus, scraped from a port of its own (lib/server/metrics.ts).
  const [http, { installPeerAddressHeader }, { installRequestPathRepair }, { installRequestMetrics, startMetricsServer }, { env }] =
    await Promise.all([
      import('node:http'),
      import('./lib/server/peer-address'),
      import('./lib/server/request-path'),
      import('./lib/server/metrics'),
      import('./cms/env'),
    ]);
  installRequestPathRepair(http.Server);
  installPeerAddressHeader(http.Server);
  installRequestMetrics(http.Server);
  if (env.METRICS_PORT) await startMetricsServer(http, env.METRICS_PORT, env.METRICS_HOST);
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
