import { describe, expect, it } from 'vitest';
import { answerKind, securityHeaders, servedOverHttps } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.split(' ')[0] === name);

describe('security headers', () => {
  it('tells pages, the back office and the API apart', () => {
    expect(answerKind('/')).toBe('page');
    expect(answerKind('/en/news')).toBe('page');
    expect(answerKind('/administration')).toBe('page');
    expect(answerKind('/admin')).toBe('admin');
    expect(answerKind('/admin/collections/news')).toBe('admin');
    expect(answerKind('/api/v1/news')).toBe('api');
    expect(answerKind('/api/media/file/x.png')).toBe('api');
  });

  it('a page: scripts only from self (inline allowed, no eval), nothing framed, no plugins, no base or foreign forms', () => {
    const headers = securityHeaders('page', {}, false);
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('the back office may frame its own pages and be framed by itself; API answers and files run and load nothing', () => {
    const admin = securityHeaders('admin', {}, false)['Content-Security-Policy']!;
    expect(directive(admin, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(admin, 'object-src')).toBe("object-src 'none'");
    const api = securityHeaders('api', {}, false)['Content-Security-Policy']!;
    expect(directive(api, 'default-src')).toBe("default-src 'none'");
    expect(directive(api, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('a draft preview in any language may be framed by the back office only, and is never indexed', () => {
    for (const path of ['/preview/news/4', '/en/preview/events/2', '/zh/preview/production-sites/7', '/ru/preview']) {
      expect(answerKind(path)).toBe('preview');
    }
    for (const path of ['/news/preview', '/previews', '/en/previewed', '/api/preview/news/4']) expect(answerKind(path)).not.toBe('preview');
    const headers = securityHeaders('preview', {}, false);
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(headers).toMatchObject({ 'X-Frame-Options': 'SAMEORIGIN', 'X-Robots-Tag': 'noindex, nofollow' });
    expect(securityHeaders('page', {}, false)['X-Robots-Tag']).toBeUndefined();
  });

  it('adds the configured map and provider API origins, and HSTS over HTTPS', () => {
    const env = { MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', API_BASE_URL: 'https://api.example.org/api/v1' };
    const headers = securityHeaders('page', env, true);
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'img-src')).toContain('https://tiles.example.org');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tiles.example.org https://api.example.org");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
  });

  it('trusts X-Forwarded-Proto only from a configured proxy', () => {
    const request = (proto?: string) => ({ headers: proto ? { 'x-forwarded-proto': proto } : {}, socket: {} as never });
    expect(servedOverHttps(request('https'), {})).toBe(false);
    expect(servedOverHttps(request('https'), { TRUSTED_PROXY_HOPS: '1' })).toBe(true);
    expect(servedOverHttps(request('http'), { TRUSTED_PROXY_HOPS: '1' })).toBe(false);
    expect(servedOverHttps(request(), { PUBLIC_URL: 'https://invest.example.org' })).toBe(true);
  });
});
