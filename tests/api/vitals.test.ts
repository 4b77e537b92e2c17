import { afterEach, describe, expect, it, vi } from 'vitest';
import * as vitalsRoute from '@/app/api/v1/vitals/route';
import { metrics } from '@/lib/platform/metrics';
import { resetMemoryLimiters } from '@/lib/platform/rate-limit/limiter';
import { addRoutes, api, unique } from './auth-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];
addRoutes(['POST', /^\/vitals$/, vitalsRoute.POST as Handler], ['GET', /^\/vitals$/, vitalsRoute.GET as unknown as Handler]);

type Errors = Record<string, string[]>;

/**
 * POST /vitals: a browser's Web Vitals become observations of the Prometheus histograms under the page's route family
 * (never the raw path), in seconds; malformed beacons are refused (422) and count nothing; limited per client address.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  resetMemoryLimiters();
});

/** The histogram's count and sum for one route family. */
async function observed(name: 'LCP' | 'INP' | 'CLS' | 'TTFB', route: string) {
  const { values } = await metrics().webVitals[name].get();
  const pick = (suffix: string) => values.find((v) => v.metricName?.endsWith(suffix) && v.labels.route === route)?.value ?? 0;
  return { count: pick('_count'), sum: pick('_sum') };
}

describe('POST /vitals', () => {
  it('adds each value to its histogram under the route family, times in seconds, and keeps no path', async () => {
    const { ip } = unique('vitals');
    const before = { lcp: await observed('LCP', '/news/*'), cls: await observed('CLS', '/news/*'), inp: await observed('INP', '/news/*') };
    const answer = await api<{ route: string }>('POST', 'vitals', {
      ip,
      json: { path: '/en/news/plant-opened-in-kansk', metrics: [{ name: 'LCP', value: 1500 }, { name: 'CLS', value: 0.05 }, { name: 'INP', value: 120 }], id: 'v5-123' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, result: { route: '/news/*' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const lcp = await observed('LCP', '/news/*');
    expect(lcp.count).toBe(before.lcp.count + 1);
    expect(lcp.sum - before.lcp.sum).toBeCloseTo(1.5, 6);
    expect((await observed('CLS', '/news/*')).sum - before.cls.sum).toBeCloseTo(0.05, 6);
    expect((await observed('INP', '/news/*')).sum - before.inp.sum).toBeCloseTo(0.12, 6);
    const text = await metrics().registry.metrics();
    expect(text).toContain('portal_web_vitals_lcp_seconds_bucket{le="2",route="/news/*"}');
    expect(text).not.toContain('plant-opened-in-kansk');
  });

  it('labels a made-up path `other`, so a client cannot add time series', async () => {
    const answer = await api<{ route: string }>('POST', 'vitals', { ip: unique('vitals').ip, json: { path: '/zz-random-1234/x', metrics: [{ name: 'TTFB', value: 90 }] } });
    expect(answer.status).toBe(200);
    expect(answer.body.result.route).toBe('other');
  });

  it('422 for an unknown metric, a value out of range, a path that is no path or no metrics; nothing is counted', async () => {
    const { ip } = unique('vitals');
    const before = await observed('LCP', '/');
    for (const json of [
      { path: '/', metrics: [{ name: 'FID', value: 10 }] },
      { path: '/', metrics: [{ name: 'LCP', value: -1 }] },
      { path: '/', metrics: [{ name: 'LCP', value: 10_000_000 }] },
      { path: 'https://example.org/', metrics: [{ name: 'LCP', value: 100 }] },
      { path: '/', metrics: [] },
      { path: '/', metrics: [{ name: 'LCP', value: 'fast' }] },
    ]) {
      const answer = await api<Errors>('POST', 'vitals', { ip, json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.success).toBe(false);
    }
    expect((await observed('LCP', '/')).count).toBe(before.count);
  });

  it('413 for a body larger than a beacon; 405 with Allow for GET', async () => {
    const { ip } = unique('vitals');
    const big = { path: `/${'a'.repeat(4000)}`, metrics: [{ name: 'LCP', value: 1 }] };
    expect((await api('POST', 'vitals', { ip, json: big })).status).toBe(413);
    const get = await api('GET', 'vitals', { ip });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
  });

  it('429 with Retry-After past the per-address limit, counted before the body is read; another address gets through', async () => {
    vi.stubEnv('LIMIT_VITALS', '2');
    resetMemoryLimiters();
    const { ip } = unique('vitals');
    const beacon = { path: '/', metrics: [{ name: 'TTFB', value: 120 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await api('POST', 'vitals', { ip, json: beacon })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await api('POST', 'vitals', { ip, json: {} });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('POST', 'vitals', { ip: unique('other').ip, json: beacon })).status).toBe(200);
  });
});
