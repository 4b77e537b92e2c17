/**
 * Where the browser keeps the token (spec §4): localStorage for "remember me", otherwise sessionStorage
 * with a session marker. Reading prefers the session. Storage can be unavailable (private mode, blocked
 * cookies): every access is guarded and failures are only logged.
 */
export const TOKEN_KEY = 'portal.token';
export const SESSION_MARKER_KEY = 'portal.session';
/**
 * A hint (no secret) that a session-only login happened in this browser: its token lives in one tab's
 * sessionStorage and in the HttpOnly `portal_session` cookie, so another tab may resume it from the cookie.
 */
export const COOKIE_HINT_KEY = 'portal.cookieSession';

export type StoredToken = { token: string; sessionOnly: boolean };

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    console.error('auth storage unavailable', error);
    return fallback;
  }
}

export function readStoredToken(): StoredToken | null {
  return safe(() => {
    const session = window.sessionStorage.getItem(TOKEN_KEY);
    if (session && window.sessionStorage.getItem(SESSION_MARKER_KEY) === '1') return { token: session, sessionOnly: true };
    const local = window.localStorage.getItem(TOKEN_KEY);
    return local ? { token: local, sessionOnly: false } : null;
  }, null);
}

export function writeStoredToken({ token, sessionOnly }: StoredToken): void {
  safe(() => {
    clearStoredToken();
    if (sessionOnly) {
      window.sessionStorage.setItem(TOKEN_KEY, token);
      window.sessionStorage.setItem(SESSION_MARKER_KEY, '1');
      window.localStorage.setItem(COOKIE_HINT_KEY, '1');
    } else {
      window.localStorage.setItem(TOKEN_KEY, token);
    }
  }, undefined);
}

export function clearStoredToken(): void {
  safe(() => {
    window.sessionStorage.removeItem(TOKEN_KEY);
    window.sessionStorage.removeItem(SESSION_MARKER_KEY);
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(COOKIE_HINT_KEY);
  }, undefined);
}

/** Whether another tab may hold a session-only login whose cookie is still alive. */
export function hasCookieSessionHint(): boolean {
  return safe(() => window.localStorage.getItem(COOKIE_HINT_KEY) === '1', false);
}
