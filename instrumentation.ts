/**
 * Runs once when a Next server starts: installs the peer-address header (lib/server/peer-address.ts), the repair of undecodable paths,
 * the address's language,
 * the request id, log line and security headers (lib/server/ops/), the rules of every answer's head, the request metrics (and their scrape port when METRICS_PORT
 * is set), the kept encodings of cached pages, the password-hash limit, connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Route handlers learn the TCP peer's address through a per-process header (rate limits without a proxy).
  // A path that cannot be percent-decoded is repaired before Next sees it (lib/server/request-path.ts).
  // The address's language goes on the request for the global 404, which no [locale] route encloses (lib/server/request-locale.ts).
  // Every answer gets an X-Request-Id, a JSON log line and the security headers (lib/server/ops/, ADR 025).
  // Every answer's head keeps three rules: Connection: close before its request's body arrived, Vary on the root's
  // detection, no shared caching with Set-Cookie (lib/server/ops/answer-head.ts).
  // Every answer is counted and timed for Prometheus, scraped from a port of its own (lib/server/metrics.ts).
  // A page sent from Next's cache as a string is encoded to UTF-8 once, not twice per request (lib/server/encoded-bodies.ts).
  // A method the portal never serves (TRACE, PROPFIND…) is a 405 before Next sees it (lib/server/request-method.ts).
  // Password hashes run a few at a time, so logins never take every core from the pages (lib/server/auth/hash-limit.ts).
  const [http, crypto, nodeModule, { installPeerAddressHeader }, { installRequestPathRepair }, { installPathLocaleHeader }, ops, headers, metrics, hashLimit, { installEncodedBodies }, { installAnswerHead }, { installUnservedMethodRefusal }, { env }] =
    await Promise.all([
      import('node:http'),
      import('node:crypto'),
      import('node:module'),
      import('./lib/server/peer-address'),
      import('./lib/server/request-path'),
      import('./lib/server/request-locale'),
      import('./lib/server/ops/request-log'),
      import('./lib/server/ops/security-headers'),
      import('./lib/server/metrics'),
      import('./lib/server/auth/hash-limit'),
      import('./lib/server/encoded-bodies'),
      import('./lib/server/ops/answer-head'),
      import('./lib/server/request-method'),
      import('./cms/env'),
    ]);
  installRequestPathRepair(http.Server);
  installPeerAddressHeader(http.Server);
  installPathLocaleHeader(http.Server);
  ops.installRequestLog(http.Server);
  headers.installSecurityHeaders(http.Server);
  metrics.installRequestMetrics(http.Server);
  // Last: the hooks above have given the request its id, log line, headers and timing when this one answers it.
  installUnservedMethodRefusal(http.Server);
  installEncodedBodies(http.ServerResponse, Buffer);
  installAnswerHead(http.ServerResponse);
  if (env.METRICS_PORT) await metrics.startMetricsServer(http, env.METRICS_PORT, env.METRICS_HOST);
  hashLimit.installPasswordHashLimit(crypto.default, hashLimit.passwordHashSlots());
  nodeModule.syncBuiltinESMExports();
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
