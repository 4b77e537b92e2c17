import { describe, expect, it } from 'vitest';
import { localePath, unprefixedPath } from './locale-path';

describe('localePath', () => {
  it('leaves Russian unprefixed and prefixes the other languages, the home page without a trailing slash', () => {
    expect(localePath('/news', 'ru')).toBe('/news');
    expect(localePath('/', 'ru')).toBe('/');
    expect(localePath('/news', 'en')).toBe('/en/news');
    expect(localePath('/', 'zh')).toBe('/zh');
  });

  it('prefixes Russian too when forced (a link that changes the language)', () => {
    expect(localePath('/news', 'ru', true)).toBe('/ru/news');
    expect(localePath('/', 'ru', true)).toBe('/ru');
  });
});

describe('unprefixedPath', () => {
  it('strips the language prefix, and only a whole segment of it', () => {
    expect(unprefixedPath('/en/news', 'en')).toBe('/news');
    expect(unprefixedPath('/en', 'en')).toBe('/');
    expect(unprefixedPath('/news', 'ru')).toBe('/news');
    expect(unprefixedPath('/ru/news', 'ru')).toBe('/news');
    expect(unprefixedPath('/energy', 'en')).toBe('/energy');
  });
});
