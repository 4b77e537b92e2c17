/**
 * Runs once when a Next server starts (not during `next build`):
 * - the metrics scrape listener, when METRICS_PORT is set (lib/server/metrics.ts);
 * - the request pipeline: every step the portal runs on a request before Next's handler sees it, listed in order in
 *   lib/server/pipeline/index.ts (docs/decisions/028-request-pipeline.md);
 * - the password-hash limit on `crypto.pbkdf2`, which Payload calls for every login and new password
 *   (lib/server/auth/hash-limit.ts; the one Node built-in the portal replaces, and why: the same ADR);
 * - Payload, which applies the migrations and seeds the demo content (cms/init.ts), so the first visitor does not wait;
 * - then the site search's indexes, built in the background (lib/server/search).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [http, crypto, nodeModule, { installRequestPipeline }, metrics, hashLimit, { env }] = await Promise.all([
    import('node:http'),
    import('node:crypto'),
    import('node:module'),
    import('./lib/server/pipeline'),
    import('./lib/server/metrics'),
    import('./lib/server/auth/hash-limit'),
    import('./lib/platform/env'),
  ]);
  const scrape = env.METRICS_PORT ? await metrics.startMetricsServer(http, env.METRICS_PORT, env.METRICS_HOST) : undefined;
  installRequestPipeline(new Set(scrape ? [scrape] : []));
  hashLimit.installPasswordHashLimit(crypto.default, hashLimit.passwordHashSlots());
  // ES module importers of `node:crypto`'s named exports see the limited pbkdf2 too.
  nodeModule.syncBuiltinESMExports();
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
  (await import('./lib/server/search')).warmSearchIndexes();
}
