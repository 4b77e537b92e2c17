/**
 * Runs once when a Next server starts: installs the peer-address header (lib/server/peer-address.ts), the repair of undecodable paths,
 * the request id, log line and security headers (lib/server/ops/), connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Route handlers learn the TCP peer's address through a per-process header (rate limits without a proxy).
  // A path that cannot be percent-decoded is repaired before Next sees it (lib/server/request-path.ts).
  // Every answer gets an X-Request-Id, a JSON log line and the security headers (lib/server/ops/, ADR 025).
  const [http, { installPeerAddressHeader }, { installRequestPathRepair }, { installRequestLog }, { installSecurityHeaders }] = await Promise.all([
    import('node:http'),
    import('./lib/server/peer-address'),
    import('./lib/server/request-path'),
    import('./lib/server/ops/request-log'),
    import('./lib/server/ops/security-headers'),
  ]);
  installRequestPathRepair(http.Server);
  installPeerAddressHeader(http.Server);
  installRequestLog(http.Server);
  installSecurityHeaders(http.Server);
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
