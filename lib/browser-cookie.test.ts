// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie, writeCookie } from '@/lib/browser-cookie';

const options = { days: 30, sameSite: 'lax', path: '/' } as const;

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('browser cookie', () => {
  it('reads one cookie among several, decoded, and nothing for a name that is only a prefix or a value', () => {
    const cookies = 'show_tg_x=1; NEXT_LOCALE=zh; a=show_tg; note=%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82';
    expect(readCookie('NEXT_LOCALE', cookies)).toBe('zh');
    expect(readCookie('note', cookies)).toBe('привет');
    expect(readCookie('show_tg', cookies)).toBeUndefined();
    expect(readCookie('missing', '')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('sets lifetime, path and SameSite', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(cookieAssignment('show_tg', '0', options, now)).toBe(
      `show_tg=0; Max-Age=2592000; Expires=${new Date(now + 2_592_000_000).toUTCString()}; Path=/; SameSite=Lax`,
    );
  });

  it('writes a cookie the browser then returns', () => {
    writeCookie('NEXT_LOCALE', 'tr', options);
    expect(readCookie('NEXT_LOCALE')).toBe('tr');
  });
});
