import 'server-only';
import { peerAddress } from '../peer-address';

/**
 * A fixed-window counter per key, in this process's memory. It is per instance: behind a load balancer
 * with N instances a client gets up to N× the limit (acceptable for its purpose — slowing down account
 * enumeration and password guessing; the accounts' own lockout is in the database).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts a hit; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  retryAfter(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    return current ? Math.max(1, Math.ceil((current.start + this.windowMs - now) / 1000)) : 0;
  }

  reset(): void {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    // Still full (a flood of distinct keys): forget the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.floor(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

function envLimit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const MINUTE = 60_000;

/** Limits of the accounts API, per IP unless said otherwise (overridable for load tests: AUTH_LIMIT_<NAME>=<count per window>). */
export const limiters = {
  /** Reveals whether an e-mail has an account: 5 per 15 minutes. */
  recovery: new FixedWindowLimiter(envLimit('AUTH_LIMIT_RECOVERY', 5), 15 * MINUTE),
  /** Password guessing across accounts (each account also locks after 5 failures): 30 per 15 minutes. */
  login: new FixedWindowLimiter(envLimit('AUTH_LIMIT_LOGIN', 30), 15 * MINUTE),
  /** Registrations (they send mail): 10 per hour. */
  registration: new FixedWindowLimiter(envLimit('AUTH_LIMIT_REGISTRATION', 10), 60 * MINUTE),
  /** Confirmation mail re-sends: 5 per 15 minutes. */
  resend: new FixedWindowLimiter(envLimit('AUTH_LIMIT_RESEND', 5), 15 * MINUTE),
  /** Guest re-sends per address (keyed by the canonical e-mail, not the IP): 3 per hour. */
  resendAddress: new FixedWindowLimiter(envLimit('AUTH_LIMIT_RESEND_ADDRESS', 3), 60 * MINUTE),
  /** E-mail change requests per account (each mails two addresses): 5 per hour. */
  emailChange: new FixedWindowLimiter(envLimit('AUTH_LIMIT_EMAIL_CHANGE', 5), 60 * MINUTE),
};

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
 * - without a trusted proxy, the TCP peer's address (lib/server/peer-address.ts); X-Forwarded-For is ignored.
 *   Only if the server did not install the peer header (a start before instrumentation ran) does it fall back
 *   to the header's last entry, which Next fills from the socket when the client sent none.
 */
export function clientIp(request: Request): string {
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
