import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { asksForClientHints, narrowClientHints } from './admin-client-hints.mjs';

describe('client hints only on the back office', () => {
  it("narrows withPayload's rules in next.config.ts to /admin and keeps the hint there", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const hinted = rules.filter(asksForClientHints);
    expect(hinted.map((rule) => rule.source).sort()).toEqual(['/admin', '/admin/:path*']);
    for (const rule of hinted) expect(rule.headers.map((header) => header.key)).toEqual(expect.arrayContaining(['Accept-CH', 'Critical-CH']));
  });

  it('leaves other rules alone', () => {
    const other = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
    const hint = { source: '/:path*', headers: [{ key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' }] };
    expect(narrowClientHints([other, hint])).toEqual([other, { ...hint, source: '/admin' }, { ...hint, source: '/admin/:path*' }]);
  });
});
