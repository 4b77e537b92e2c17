/**
 * The portal's public origin, for absolute URLs in the HTML head, sitemap.xml and robots.txt: `PUBLIC_URL` (the same
 * variable and default as lib/platform/env.ts, which UI code must not import), read at request time, without a trailing slash.
 */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  const url = configured || `http://localhost:${env.PORT || 3000}`;
  return new URL(url).origin;
}

/** A path on the portal's public origin; an absolute URL (e.g. another provider's picture) is returned as it is. */
export function publicUrl(path: string, env: Record<string, string | undefined> = process.env): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicOrigin(env)}${path.startsWith('/') ? '' : '/'}${path}`;
}
