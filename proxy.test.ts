import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from './proxy';
import { SESSION_COOKIE } from './lib/session-cookie';

const ORIGIN = 'http://localhost:3000';

function call(path: string, { cookies = {}, language }: { cookies?: Record<string, string>; language?: string } = {}) {
  const headers = new Headers();
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookie) headers.set('cookie', cookie);
  if (language) headers.set('accept-language', language);
  return proxy(new NextRequest(new URL(path, ORIGIN), { headers }));
}

/** The path of a redirect's Location, or null when the proxy did not redirect. */
function redirectedTo(response: Response): string | null {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) return null;
  const url = new URL(location, ORIGIN);
  return url.pathname + url.search;
}

/** next-intl tells Next which path to render in x-middleware-rewrite. */
function rewrittenTo(response: Response): string | null {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target, ORIGIN).pathname : null;
}

describe('proxy: locale', () => {
  it('/ with cookie NEXT_LOCALE=en redirects to /en', async () => {
    expect(redirectedTo(await call('/', { cookies: { NEXT_LOCALE: 'en' } }))).toBe('/en');
  });

  it('/ with Accept-Language en and no cookie redirects to /en', async () => {
    expect(redirectedTo(await call('/', { language: 'en-US,en;q=0.9' }))).toBe('/en');
  });

  it('the cookie wins over Accept-Language on /', async () => {
    expect(redirectedTo(await call('/', { cookies: { NEXT_LOCALE: 'zh' }, language: 'en-US,en;q=0.9' }))).toBe('/zh');
  });

  it('/ with a Russian browser and no cookie stays Russian', async () => {
    const response = await call('/', { language: 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(redirectedTo(response)).toBeNull();
    expect(rewrittenTo(response)).toBe('/ru');
  });

  it('/news with cookie en is NOT redirected: it is rendered in Russian', async () => {
    const response = await call('/news', { cookies: { NEXT_LOCALE: 'en' }, language: 'en' });
    expect(redirectedTo(response)).toBeNull();
    expect(rewrittenTo(response)).toBe('/ru/news');
  });

  it('visiting a page does not overwrite the language cookie', async () => {
    const response = await call('/en/news', { cookies: { NEXT_LOCALE: 'zh' } });
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE=/);
  });

  it('/ru/news redirects to /news and /ru to /', async () => {
    expect(redirectedTo(await call('/ru/news'))).toBe('/news');
    expect(redirectedTo(await call('/ru'))).toBe('/');
  });

  it('keeps the query string on the /ru redirect', async () => {
    expect(redirectedTo(await call('/ru/news?page=2'))).toBe('/news?page=2');
  });

  it('a page number written another way redirects (308) to its one address', async () => {
    const padded = await call('/news?page=00002&utm=x');
    expect(padded.status).toBe(308);
    expect(redirectedTo(padded)).toBe('/news?page=2&utm=x');
    expect(redirectedTo(await call('/en/news?page=03'))).toBe('/en/news?page=3');
    expect(redirectedTo(await call('/news?page=1'))).toBe('/news');
    expect(rewrittenTo(await call('/news?page=0'))).toBe('/ru/news/page/0');
  });

  it('a paged list renders its cached page route; the /ru prefix still redirects first', async () => {
    expect(rewrittenTo(await call('/news?page=2'))).toBe('/ru/news/page/2');
    expect(rewrittenTo(await call('/en/news?page=3'))).toBe('/en/news/page/3');
    expect(rewrittenTo(await call('/news?page=x'))).toBe('/ru/news/page/invalid');
    expect(rewrittenTo(await call('/news'))).toBe('/ru/news');
    expect(redirectedTo(await call('/ru/news?page=2'))).toBe('/news?page=2');
  });

  it('/en/news passes to the en locale', async () => {
    const response = await call('/en/news');
    expect(redirectedTo(response)).toBeNull();
    expect(response.status).toBe(200);
  });
});

describe('proxy: auth guard', () => {
  it.each([
    ['/profile', '/?login=%2Fprofile'],
    ['/profile/settings', '/?login=%2Fprofile%2Fsettings'],
    ['/passport', '/?login=%2Fpassport'],
    ['/passport/12', '/?login=%2Fpassport%2F12'],
    ['/en/profile', '/en?login=%2Fen%2Fprofile'],
    ['/tr/passport/3', '/tr?login=%2Ftr%2Fpassport%2F3'],
    ['/zh/profile', '/zh?login=%2Fzh%2Fprofile'],
  ])('%s without the session cookie redirects home with the login modal asked for: %s', async (path, home) => {
    expect(redirectedTo(await call(path))).toBe(home);
  });

  it('an empty session cookie is no session', async () => {
    expect(redirectedTo(await call('/profile', { cookies: { [SESSION_COOKIE]: '' } }))).toBe('/?login=%2Fprofile');
  });

  it.each(['/profile', '/en/profile', '/passport/12'])('%s with the session cookie passes', async (path) => {
    const response = await call(path, { cookies: { [SESSION_COOKIE]: 'token-123' } });
    expect(redirectedTo(response)).toBeNull();
    expect(response.status).toBe(200);
  });

  it('the session cookie is the only thing checked: another cookie does not pass', async () => {
    expect(redirectedTo(await call('/en/profile', { cookies: { NEXT_LOCALE: 'en', other: 'x' } }))).toBe('/en?login=%2Fen%2Fprofile');
  });
});

// Where the proxy runs (its matcher) and the rewrite that serves unprefixed addresses: lib/locale-rewrite.test.ts.

describe('proxy: the back office speaks Russian by default', () => {
  it('/admin is matched only to replace the browser language by ru; no locale redirect or rewrite', async () => {
    const response = await call('/admin/collections/news', { language: 'en-US,en;q=0.9' });
    expect(response.headers.get('x-middleware-request-accept-language')).toBe('ru');
    expect(redirectedTo(response)).toBeNull();
    expect(rewrittenTo(response)).toBeNull();
  });

  it('keeps the language a staff member chose in Payload (payload-lng cookie)', async () => {
    const response = await call('/admin', { language: 'en', cookies: { 'payload-lng': 'en' } });
    expect(response.headers.get('x-middleware-request-accept-language')).toBeNull();
    expect(redirectedTo(response)).toBeNull();
  });
});
