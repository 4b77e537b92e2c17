/** The query parameter that asks the home page to open the login modal: `/?login=/profile` (proxy.ts, auth guard). */
export const LOGIN_PARAM = 'login';

/**
 * The place to return to after logging in, if it is safe: a path of this site (`/…`, never `//host` or
 * `/\host`), without control characters. Anything else gives null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** The home page of the locale with the login request, e.g. `/en?login=%2Fen%2Fprofile`. */
export function loginRedirectPath(home: string, returnTo: string): string {
  return `${home}?${LOGIN_PARAM}=${encodeURIComponent(returnTo)}`;
}
