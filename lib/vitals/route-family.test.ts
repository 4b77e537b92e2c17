import { describe, expect, it } from 'vitest';
import { vitalsRouteFamily } from './route-family';
import { vitalsSampleRate } from './config';

describe('vitalsRouteFamily', () => {
  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/zh/', '/'],
    ['/news', '/news'],
    ['/tr/news/', '/news'],
    ['/news/some-slug', '/news/*'],
    ['/news/page/2', '/news/*'],
    ['/en/investicionnie-ploshadki/proizvodstvennie-ploshadki/site-12', '/investicionnie-ploshadki/proizvodstvennie-ploshadki/*'],
    ['/investicionnie-ploshadki/podbor', '/investicionnie-ploshadki/podbor'],
    ['/profile?tab=favourites', '/profile'],
    ['/no-such-page', 'other'],
    ['/newsletter', 'other'],
    ['/admin/collections/news', 'other'],
  ])('%s → %s', (path, family) => {
    expect(vitalsRouteFamily(path)).toBe(family);
  });
});

describe('vitalsSampleRate', () => {
  it('reads a share between 0 and 1, and falls back to one visit in ten otherwise', () => {
    expect(vitalsSampleRate('0')).toBe(0);
    expect(vitalsSampleRate('1')).toBe(1);
    expect(vitalsSampleRate('0.25')).toBe(0.25);
    expect(vitalsSampleRate(undefined)).toBe(0.1);
    expect(vitalsSampleRate('')).toBe(0.1);
    expect(vitalsSampleRate('2')).toBe(0.1);
    expect(vitalsSampleRate('-0.5')).toBe(0.1);
    expect(vitalsSampleRate('often')).toBe(0.1);
  });
});
