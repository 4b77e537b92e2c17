import { describe, expect, it } from 'vitest';
import { publicUrl } from './site-url';

describe('publicUrl', () => {
  it('puts a path on PUBLIC_URL', () => {
    expect(publicUrl('/news/a', { PUBLIC_URL: 'https://invest.example/' })).toBe('https://invest.example/news/a');
    expect(publicUrl('rss.xml', { PUBLIC_URL: 'https://invest.example' })).toBe('https://invest.example/rss.xml');
  });
  it('falls back to this server on its port', () => {
    expect(publicUrl('/rss.xml', { PORT: '3401' })).toBe('http://localhost:3401/rss.xml');
  });
  it('keeps an absolute URL', () => {
    expect(publicUrl('https://cdn.example/a.webp', { PUBLIC_URL: 'https://invest.example' })).toBe('https://cdn.example/a.webp');
  });
});
