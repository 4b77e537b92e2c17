import { PUBLIC_STATIC_ROUTE_KEYS, type RouteKey } from '@/lib/routes';

/**
 * Pages that search engines must not index: the cabinet, the mailed one-time links (confirmation, password reset),
 * the thank-you page after an event registration, the site search's results (a page per query) and the spare page
 * `/template` (the agency's placeholder for a page not yet written, «Резервная страница»). They carry
 * `robots: noindex` and stay out of sitemap.xml.
 */
export const NOINDEX_ROUTE_KEYS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'profile',
  'passport',
  'verification',
  'verificationVerified',
  'resetPassword',
  'eventRegistrationSuccess',
  'search',
  'template',
]);

export function isIndexable(key: RouteKey): boolean {
  return !NOINDEX_ROUTE_KEYS.has(key);
}

/** The static routes listed in sitemap.xml: public and indexable. */
export const SITEMAP_ROUTE_KEYS: readonly RouteKey[] = PUBLIC_STATIC_ROUTE_KEYS.filter(isIndexable);
