/** Where the provider API lives. In the browser: `API_BASE_URL` handed down by the server, else this app's /api/v1. */
export const OWN_API_PATH = '/api/v1';

/** Server side: the provider's absolute URL, or this app's own API on its port. Read at request time. */
export function serverApiBaseUrl(): string {
  const configured = process.env.API_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${process.env.PORT || 3000}${OWN_API_PATH}`;
}

/** Browser side: the value the root layout passed down (see components/providers), or the same-origin path. */
export function browserApiBaseUrl(fromServer?: string | null): string {
  return (fromServer?.trim() || OWN_API_PATH).replace(/\/+$/, '');
}

export const LANGUAGE_HEADER = 'Language';

/** Name of the <meta> through which the server hands the browser its API base URL. */
export const API_BASE_META = 'portal-api-base';
