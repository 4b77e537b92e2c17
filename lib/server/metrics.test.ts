import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw/server';
import { metrics } from '@/lib/platform/metrics';
import { requestMetricsStep, routeLabel, startMetricsServer } from './metrics';

describe('routeLabel', () => {
  it.each([
    ['/_next/static/chunks/app.js', 200, '/_next/static'],
    ['/_next/image', 200, '/_next/image'],
    ['/admin/collections/news/12', 200, '/admin'],
    ['/api/v1/news', 200, '/api/v1/news'],
    ['/api/v1/news/some-slug', 200, '/api/v1/news/*'],
    ['/api/cms/users/login', 200, '/api/cms/users/*'],
    ['/', 200, '/'],
    ['/en', 200, '/'],
    ['/news', 200, '/news'],
    ['/zh/news/some-slug', 200, '/news/*'],
    ['/news/some-slug/extra', 500, '/news/*'],
    ['/anything/random', 404, 'not-found'],
  ])('%s (%i) → %s', (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label);
  });
});

describe('metrics', () => {
  it('is one registry per process, shared by every caller', () => {
    expect(metrics()).toBe(metrics());
  });

  it('counts and times answers of a server, and serves them on the scrape listener only', async () => {
    // Real loopback servers of this test: let MSW pass their requests through.
    server.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
    const count = requestMetricsStep();
    const app = http.createServer((request, response) => {
      count(request, response);
      response.writeHead(201).end('done');
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const { port } = app.address() as AddressInfo;
    const before = (await metrics().httpRequests.get()).values.find((v) => v.labels.route === '/api/v1/request')?.value ?? 0;
    await fetch(`http://127.0.0.1:${port}/api/v1/request?x=1`, { method: 'POST' });
    app.close();

    const scraper = await startMetricsServer(http, 0, '127.0.0.1');
    const scrape = (scraper.address() as AddressInfo).port;
    const text = await (await fetch(`http://127.0.0.1:${scrape}/metrics`)).text();
    expect(text).toContain('portal_http_requests_total{method="POST",route="/api/v1/request",status="201"}');
    expect(text).toContain('portal_http_request_duration_seconds_bucket');
    expect(text).toContain('portal_process_resident_memory_bytes');
    const after = (await metrics().httpRequests.get()).values.find((v) => v.labels.route === '/api/v1/request')?.value;
    expect(after).toBe(before + 1);
    expect((await fetch(`http://127.0.0.1:${scrape}/other`)).status).toBe(404);
    scraper.close();
  });
});
