import { describe, expect, it } from 'vitest';
import { buildRobots, disallowedPaths } from './robots';

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, its REST API and the cabinet in every locale', () => {
    const paths = disallowedPaths();
    for (const path of ['/admin', '/api/cms', '/profile', '/en/profile', '/tr/profile', '/zh/profile', '/passport', '/zh/passport']) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/news');
    expect(paths).not.toContain('/');
  });

  it('points to the sitemap on the public origin', () => {
    const robots = buildRobots('https://invest.example.ru');
    expect(robots.sitemap).toBe('https://invest.example.ru/sitemap.xml');
    expect(robots.rules).toEqual([{ userAgent: '*', allow: '/', disallow: disallowedPaths() }]);
  });
});
