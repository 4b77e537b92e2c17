import { describe, expect, it } from 'vitest';
import { absoluteUrl, languageAlternates, localizedPath, pageAlternates } from './alternates';

const ORIGIN = 'https://invest.example.ru';

describe('localizedPath', () => {
  it('keeps Russian unprefixed and prefixes the other locales', () => {
    expect(localizedPath('ru', '/news')).toBe('/news');
    expect(localizedPath('en', '/news')).toBe('/en/news');
    expect(localizedPath('tr', '/projects/cip-eniseyskaya-sybir')).toBe('/tr/projects/cip-eniseyskaya-sybir');
  });

  it('gives the home page of a prefixed locale without a trailing slash', () => {
    expect(localizedPath('ru', '/')).toBe('/');
    expect(localizedPath('zh', '/')).toBe('/zh');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and the path without a double slash', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/faq')).toBe(`${ORIGIN}/faq`);
  });
});

describe('languageAlternates', () => {
  it('names the page in the four locales and x-default → Russian, as absolute URLs', () => {
    expect(languageAlternates(ORIGIN, '/events')).toEqual({
      ru: `${ORIGIN}/events`,
      en: `${ORIGIN}/en/events`,
      tr: `${ORIGIN}/tr/events`,
      zh: `${ORIGIN}/zh/events`,
      'x-default': `${ORIGIN}/events`,
    });
  });
});

describe('pageAlternates', () => {
  it('makes the canonical URL the page in its own locale', () => {
    expect(pageAlternates(ORIGIN, 'en', '/news/a-b').canonical).toBe(`${ORIGIN}/en/news/a-b`);
    expect(pageAlternates(ORIGIN, 'ru', '/').canonical).toBe(`${ORIGIN}/`);
    expect(pageAlternates(ORIGIN, 'tr', '/').languages.tr).toBe(`${ORIGIN}/tr`);
  });
});

describe('languageAlternates of a page not translated everywhere', () => {
  it('leaves out the locales whose version is still in Russian, never Russian itself or x-default', () => {
    expect(languageAlternates(ORIGIN, '/news/a', ['en'])).toEqual({
      ru: `${ORIGIN}/news/a`,
      en: `${ORIGIN}/en/news/a`,
      'x-default': `${ORIGIN}/news/a`,
    });
    expect(Object.keys(languageAlternates(ORIGIN, '/news/a', []))).toEqual(['ru', 'x-default']);
  });
});
