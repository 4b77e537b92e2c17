import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, siteOrigin } from './site-origin';

afterEach(() => vi.unstubAllEnvs());

describe('siteOrigin', () => {
  it('is PUBLIC_URL without a trailing slash', () => {
    vi.stubEnv('PUBLIC_URL', 'https://invest.example/');
    expect(siteOrigin()).toBe('https://invest.example');
    expect(absoluteUrl('/news/a')).toBe('https://invest.example/news/a');
    expect(absoluteUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
  it('falls back to this server on its port', () => {
    vi.stubEnv('PUBLIC_URL', '');
    vi.stubEnv('PORT', '3401');
    expect(siteOrigin()).toBe('http://localhost:3401');
  });
});

