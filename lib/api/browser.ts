import { createApiClient, type ApiClient } from './client';
import { API_BASE_META, browserApiBaseUrl } from './config';

let tokenGetter: () => string | null | undefined = () => null;

/** The auth store registers how to read the stored token (local or session storage). */
export function setTokenGetter(getter: () => string | null | undefined): void {
  tokenGetter = getter;
}

let cookieSessionGetter: () => boolean = () => false;

/** The auth store tells whether the session lives in the HttpOnly cookie only (no token in this tab). */
export function setCookieSessionGetter(getter: () => boolean): void {
  cookieSessionGetter = getter;
}

let client: ApiClient | null = null;

/** The browser's single API client: base URL from the server's <meta>, locale from <html lang>. */
export function browserApi(): ApiClient {
  client ??= createApiClient({
    baseURL: browserApiBaseUrl(document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content),
    getLocale: () => document.documentElement.lang || 'ru',
    getToken: () => tokenGetter(),
    hasCookieSession: () => cookieSessionGetter(),
  });
  return client;
}
