import { describe, expect, it } from 'vitest';
import { siteFromQuery, siteItem } from './deep-link';
import { siteMapHref } from './site-map-href';
import type { MapItem } from './types';

const item = (id: string, kind: MapItem['kind'], slug: string): MapItem => ({
  id, kind, category: kind, categoryLabel: kind, title: id, slug, path: `/${slug}`, lat: 56, lng: 93, summary: null,
  location: null, area: null, utilities: [],
});

describe('the map deep link', () => {
  it.each([
    ['site=ploshadka-norilsk-kayerkan', 'ploshadka-norilsk-kayerkan'],
    ['site=%20promploshadka-krasnoyarsk-sever%20', 'promploshadka-krasnoyarsk-sever'],
    ['type=greenfield&site=site_2', 'site_2'],
    ['', null],
    ['site=', null],
    ['site=../admin', null],
    ['site=a%3Cb', null],
    [`site=${'a'.repeat(201)}`, null],
  ])('?%s names %s', (query, slug) => {
    expect(siteFromQuery(new URLSearchParams(query))).toBe(slug);
  });

  it('is written for a site page as /invest-map?site=<slug>, and read back to the same slug', () => {
    expect(siteMapHref('ploshadka-norilsk-kayerkan')).toBe('/invest-map?site=ploshadka-norilsk-kayerkan');
    const query = siteMapHref('site_2').split('?')[1]!;
    expect(siteFromQuery(new URLSearchParams(query))).toBe('site_2');
  });

  it('finds only a production site with that slug (a zone or an offer with the same slug is not it)', () => {
    const items = [item('offer-1', 'offer', 'kansk'), item('zone-sez', 'zone', 'sez'), item('site-3', 'site', 'kansk')];
    expect(siteItem(items, 'kansk')?.id).toBe('site-3');
    expect(siteItem(items, 'sez')).toBeUndefined();
    expect(siteItem(items, 'nowhere')).toBeUndefined();
    expect(siteItem(items, null)).toBeUndefined();
  });
});
