import { describe, expect, it } from 'vitest';
import { clientIp, FixedWindowLimiter } from './rate-limit';

describe('FixedWindowLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window ends', () => {
    const limiter = new FixedWindowLimiter(3, 1000);
    expect([0, 1, 2, 3].map((t) => limiter.hit('a', t))).toEqual([true, true, true, false]);
    expect(limiter.hit('b', 10)).toBe(true);
    expect(limiter.retryAfter('a', 500)).toBe(1);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('stays bounded under a flood of distinct keys', () => {
    const limiter = new FixedWindowLimiter(1, 60_000, 100);
    for (let i = 0; i < 1000; i += 1) limiter.hit(`k${i}`, 0);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(100);
  });
});

describe('clientIp', () => {
  it('takes the address the nearest proxy appended (the last X-Forwarded-For entry)', () => {
    expect(clientIp(new Request('http://x/', { headers: { 'x-forwarded-for': '1.1.1.1, 10.0.0.2' } }))).toBe('10.0.0.2');
    expect(clientIp(new Request('http://x/', { headers: { 'x-real-ip': '10.0.0.3' } }))).toBe('10.0.0.3');
    expect(clientIp(new Request('http://x/'))).toBe('unknown');
  });
});
