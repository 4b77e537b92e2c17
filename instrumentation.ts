/**
 * Runs once when a Next server starts: installs the peer-address header (lib/server/peer-address.ts), the repair of undecodable paths and
 * the password-hash limit, connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Route handlers learn the TCP peer's address through a per-process header (rate limits without a proxy).
  // A path that cannot be percent-decoded is repaired before Next sees it (lib/server/request-path.ts).
  // Password hashes run a few at a time, so logins never take every core from the pages (lib/server/auth/hash-limit.ts).
  const [http, crypto, nodeModule, { installPeerAddressHeader }, { installRequestPathRepair }, hashLimit] = await Promise.all([
    import('node:http'),
    import('node:crypto'),
    import('node:module'),
    import('./lib/server/peer-address'),
    import('./lib/server/request-path'),
    import('./lib/server/auth/hash-limit'),
  ]);
  installRequestPathRepair(http.Server);
  installPeerAddressHeader(http.Server);
  hashLimit.installPasswordHashLimit(crypto.default, hashLimit.passwordHashSlots());
  nodeModule.syncBuiltinESMExports();
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
