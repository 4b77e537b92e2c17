/**
 * Runs once when a Next server starts: installs the peer-address header (lib/server/peer-address.ts) and the repair of undecodable paths, connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Route handlers learn the TCP peer's address through a per-process header (rate limits without a proxy).
  // A path that cannot be percent-decoded is repaired before Next sees it (lib/server/request-path.ts).
  const [http, { installPeerAddressHeader }, { installRequestPathRepair }] = await Promise.all([
    import('node:http'),
    import('./lib/server/peer-address'),
    import('./lib/server/request-path'),
  ]);
  installRequestPathRepair(http.Server);
  installPeerAddressHeader(http.Server);
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
