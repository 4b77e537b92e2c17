import 'server-only';

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

/** Per-IP limits of the accounts API (overridable for load tests: AUTH_LIMIT_<NAME>=<count per window>). */
export const limiters = {
  /** Reveals whether an e-mail has an account: 5 per 15 minutes. */
  recovery: new FixedWindowLimiter(envLimit('AUTH_LIMIT_RECOVERY', 5), 15 * MINUTE),
  /** Password guessing across accounts (each account also locks after 5 failures): 30 per 15 minutes. */
  login: new FixedWindowLimiter(envLimit('AUTH_LIMIT_LOGIN', 30), 15 * MINUTE),
  /** Registrations (they send mail): 10 per hour. */
  registration: new FixedWindowLimiter(envLimit('AUTH_LIMIT_REGISTRATION', 10), 60 * MINUTE),
  /** Confirmation mail re-sends: 5 per 15 minutes. */
  resend: new FixedWindowLimiter(envLimit('AUTH_LIMIT_RESEND', 5), 15 * MINUTE),
};

/**
 * The client's address: the last entry of X-Forwarded-For, which is what the nearest proxy saw (Next
 * itself fills the header with the socket's address when no proxy set it). Behind more than one proxy
 * the edge must overwrite the header.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return last || request.headers.get('x-real-ip')?.trim() || 'unknown';
}
