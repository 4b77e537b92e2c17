import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockedFor, consume, forget, resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { LIMITS, pointsOf } from '@/lib/platform/rate-limit/limits';
import { enforce, tooManyRequests } from './guard';

afterEach(() => {
  vi.unstubAllEnvs();
  resetMemoryLimiters();
});

describe('limits table', () => {
  it('gives every limit a window and an override variable of its own', () => {
    const variables = Object.values(LIMITS).map((limit) => limit.env);
    expect(new Set(variables).size).toBe(variables.length);
    for (const limit of Object.values(LIMITS)) expect(limit.window).toBeGreaterThan(0);
  });

  it('takes a whole positive override from the environment and ignores anything else', () => {
    vi.stubEnv('LIMIT_APPEAL', '3');
    expect(pointsOf('appeal')).toBe(3);
    vi.stubEnv('LIMIT_APPEAL', '-1');
    expect(pointsOf('appeal')).toBe(LIMITS.appeal.points);
    vi.stubEnv('LIMIT_APPEAL', 'many');
    expect(pointsOf('appeal')).toBe(LIMITS.appeal.points);
  });
});

describe('consume (in memory, without REDIS_URL)', () => {
  it('allows `points` attempts per key, then refuses with the seconds left in the window', async () => {
    vi.stubEnv('LIMIT_APPEAL', '2');
    const verdicts = [await consume('appeal', 'a'), await consume('appeal', 'a'), await consume('appeal', 'a')];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
    const refused = verdicts[2] as { retryAfter: number };
    expect(refused.retryAfter).toBeGreaterThan(LIMITS.appeal.window - 5);
    expect(refused.retryAfter).toBeLessThanOrEqual(LIMITS.appeal.window);
    expect((await consume('appeal', 'b')).allowed).toBe(true);
    // Limits are independent of each other.
    expect((await consume('appealAccount', 'a')).allowed).toBe(true);
  });

  it('tells a used-up key without counting, and forgets it on request', async () => {
    vi.stubEnv('AUTH_LIMIT_LOGIN_FAILURES', '2');
    await consume('loginFailures', 'x@example.com');
    expect(await blockedFor('loginFailures', 'x@example.com')).toBe(0);
    await consume('loginFailures', 'x@example.com');
    expect(await blockedFor('loginFailures', 'x@example.com')).toBeGreaterThan(0);
    await forget('loginFailures', 'x@example.com');
    expect(await blockedFor('loginFailures', 'x@example.com')).toBe(0);
  });
});

describe('the 429 answer', () => {
  const request = (language?: string) => new Request('http://x/', { headers: language ? { language } : {} });

  it('carries Retry-After and the message in the Language header’s locale (English without one)', () => {
    const ru = tooManyRequests(request('ru'), 42);
    expect(ru.status).toBe(429);
    expect(new Headers(ru.headers).get('retry-after')).toBe('42');
    expect(ru.result).toEqual({ message: 'Слишком много запросов. Попробуйте позже.' });
    expect(tooManyRequests(request('zh-CN'), 1, 'password').result).toEqual({ password: ['请求过多，请稍后再试。'] });
    expect(tooManyRequests(request(), 1).result).toEqual({ message: 'Too many requests. Please try again later.' });
  });

  it('counts an attempt against every limit it names and answers with the longest wait', async () => {
    vi.stubEnv('LIMIT_PASSPORT', '1');
    vi.stubEnv('LIMIT_PASSPORT_ACCOUNT', '3');
    await enforce(request(), [{ limit: 'passport', key: 'ip' }, { limit: 'passportAccount', key: 'u1' }]);
    const error = await enforce(request(), [{ limit: 'passport', key: 'ip' }, { limit: 'passportAccount', key: 'u1' }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    // The refused attempt still counted for the account's own limit: its third attempt is its last.
    expect((await consume('passportAccount', 'u1')).allowed).toBe(true);
    expect((await consume('passportAccount', 'u1')).allowed).toBe(false);
  });
});
