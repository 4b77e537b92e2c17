// No `server-only`: the staff collection's login guard (cms/hooks/staff-auth.ts) counts here too, and cms/ also loads in the CLI.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { readyRedisClient } from '../redis';
import { LIMITS, pointsOf, type LimitName } from './limits';

/**
 * The counters behind every limit (./limits.ts), from rate-limiter-flexible:
 * - REDIS_URL set: one Redis key per limit and key, shared by every instance (atomic INCR + PEXPIRE);
 * - otherwise: this process's memory (the embedded default: one process).
 * Redis configured but down: each limit falls back to its own in-memory counters (rate-limiter-flexible's
 * insurance limiter) until Redis is back — neither open (no limit) nor closed (a 503 for everyone). The
 * lockout of real accounts does not depend on this: it is in the database (docs/decisions/027-…).
 */
type Built = { points: number; redis: boolean; limiter: RateLimiterAbstract };

const KEY = Symbol.for('portal.rate-limiters');
const cache = ((globalThis as unknown as { [KEY]?: Map<LimitName, Built> })[KEY] ??= new Map());

async function limiterOf(name: LimitName): Promise<RateLimiterAbstract> {
  const points = pointsOf(name);
  const client = await readyRedisClient();
  const built = cache.get(name);
  if (built && built.points === points && built.redis === Boolean(client)) return built.limiter;
  const options = { keyPrefix: `rl:${name}`, points, duration: LIMITS[name].window };
  const limiter = client
    ? new RateLimiterRedis({
        ...options,
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  cache.set(name, { points, redis: Boolean(client), limiter });
  return limiter;
}

/** Seconds until the key may try again (for Retry-After), at least 1. */
const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export type Verdict = { allowed: true } | { allowed: false; retryAfter: number };

/** Counts one attempt of `key` against the limit; refused when it is over the limit in the current window. */
export async function consume(name: LimitName, key: string): Promise<Verdict> {
  try {
    await (await limiterOf(name)).consume(key);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfter: secondsOf(error.msBeforeNext) };
    throw error;
  }
}

/** Without counting: milliseconds until the key's window ends when it has used up its attempts, else 0. */
export async function blockedFor(name: LimitName, key: string): Promise<number> {
  const state = await (await limiterOf(name)).get(key);
  return state && state.consumedPoints >= pointsOf(name) ? Math.max(1, state.msBeforeNext) : 0;
}

/** Forgets a key's attempts (a successful login clears its failures). */
export async function forget(name: LimitName, key: string): Promise<void> {
  await (await limiterOf(name)).delete(key);
}

/** Drops every in-memory counter (tests). Redis counters expire by themselves. */
export function resetMemoryLimiters(): void {
  cache.clear();
}
