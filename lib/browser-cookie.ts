/**
 * Reading and writing a cookie in the browser: the two operations the site shell needs (the language choice and the
 * Telegram popup's dismissal), without a cookie library in every page's first load. Values are encoded with
 * encodeURIComponent, names are fixed by the code.
 */

export interface BrowserCookieOptions {
  /** Lifetime in days. */
  days: number;
  sameSite: 'lax' | 'strict';
  path: string;
}

/** The value of cookie `name` in `cookieString` (document.cookie), decoded, or undefined when it is not set. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that sets `name` to `value` for `days` days (Max-Age, and Expires for old browsers). */
export function cookieAssignment(name: string, value: string, options: BrowserCookieOptions, now = Date.now()): string {
  const seconds = Math.round(options.days * 24 * 60 * 60);
  const expires = new Date(now + seconds * 1000).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Max-Age=${seconds}; Expires=${expires}; Path=${options.path}; SameSite=${
    options.sameSite === 'lax' ? 'Lax' : 'Strict'
  }${secure}`;
}

export function writeCookie(name: string, value: string, options: BrowserCookieOptions) {
  document.cookie = cookieAssignment(name, value, options);
}
