import { ROUTES } from '@/lib/routes';
import { SITE_PARAM } from './deep-link';

/**
 * The map's address for a production site (without the locale prefix), for the site's page. Kept out of deep-link.ts,
 * which the map's island loads: the island needs no table of the portal's routes.
 */
export const siteMapHref = (slug: string) => `${ROUTES.investMap.path}?${SITE_PARAM}=${encodeURIComponent(slug)}`;
