// No `server-only`: the staff collection's login guard (cms/hooks/staff-auth.ts) keys on it too, and cms/ also loads in the CLI.
import { peerAddress } from '../peer-address';

/**
 * TRUSTED_PROXY_HOPS: how many reverse proxies in front of the app append the address they saw to
 * X-Forwarded-For (nginx's $proxy_add_x_forwarded_for). 0 or unset: no proxy, the header is not trusted at all.
 */
export function trustedProxyHops(): number {
  const value = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value > 0 && value <= 10 ? value : 0;
}

let warned = false;

/**
 * The client's address (docs/decisions/012-client-address.md):
 * - behind N trusted proxies, the X-Forwarded-For entry the outermost of them added (N-th from the right):
 *   whatever the client wrote into the header itself is further left and ignored;
 * - without a trusted proxy, the TCP peer's address (../peer-address.ts); X-Forwarded-For is ignored.
 *   Only if the server did not install the peer header (a start before instrumentation ran) does it fall back
 *   to the header's last entry, which Next fills from the socket when the client sent none.
 */
export function clientIp(request: Pick<Request, 'headers'>): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = trustedProxyHops();
  if (hops > 0) return entries[Math.max(0, entries.length - hops)] ?? peerAddress(request) ?? 'unknown';
  const peer = peerAddress(request);
  if (peer) return peer;
  if (!warned && process.env.NODE_ENV === 'production') {
    warned = true;
    console.warn('[rate-limit] no peer address header (instrumentation not run?): falling back to X-Forwarded-For');
  }
  return entries.at(-1) ?? 'unknown';
}
