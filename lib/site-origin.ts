/**
 * The portal's public origin for absolute links that leave the page (RSS items, calendar files, schema.org data):
 * PUBLIC_URL as deployed (the same variable as the e-mails' links), else this server's own http://localhost:$PORT.
 * Server-side only by use (the browser has no PUBLIC_URL); it reads no request, so cached pages stay cacheable.
 */
export function siteOrigin(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/** `/en/events/x` → `https://portal/en/events/x` (an absolute URL is returned as it is). */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

