import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { ROUTE_KEYS, ROUTES } from '@/lib/routes';
import { absoluteUrl, localizedPath } from './alternates';

/** The back office, its REST API and the investor's cabinet (the guarded routes), in every locale. */
export function disallowedPaths(): string[] {
  const cabinet = ROUTE_KEYS.filter((key) => ROUTES[key].guarded).map((key) => ROUTES[key].path);
  const localized = cabinet.flatMap((path) => locales.map((locale) => localizedPath(locale, path)));
  return ['/admin', '/api/cms', ...new Set(localized)];
}

/** robots.txt: everything public may be crawled except the paths above; where the sitemap is. */
export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths() }],
    sitemap: absoluteUrl(origin, '/sitemap.xml'),
  };
}

