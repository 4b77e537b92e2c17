import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { localeFromHeader, PATH_LOCALE_HEADER, pathLocale, setPathLocale } from './request-locale';

describe('the address language', () => {
  it.each([
    ['/en/no-such-page', 'en'],
    ['/zh', 'zh'],
    ['/tr/news/a?x=/en/', 'tr'],
    ['/no-such-page', 'ru'],
    ['/english/page', 'ru'],
    ['/?lang=en', 'ru'],
    ['/de/news', 'ru'],
  ])('%s is %s', (url, locale) => {
    expect(pathLocale(url)).toBe(locale);
  });

  it('reads only a known language from the header', () => {
    expect(localeFromHeader('en')).toBe('en');
    expect(localeFromHeader('de')).toBeUndefined();
    expect(localeFromHeader(null)).toBeUndefined();
  });

  it('replaces whatever a client sent in the header', () => {
    const request = { url: '/en/news', headers: { [PATH_LOCALE_HEADER]: 'zh' } as Record<string, string> };
    setPathLocale(request as unknown as IncomingMessage, {} as ServerResponse);
    expect(request.headers[PATH_LOCALE_HEADER]).toBe('en');
  });
});
