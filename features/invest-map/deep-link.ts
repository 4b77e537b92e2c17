import type { MapItem } from './types';

/** The map's deep link to a production site: /invest-map?site=<slug> opens the map on it, its popup open. */
export const SITE_PARAM = 'site';

/** A slug as the sites' pages spell them: Latin letters, digits, hyphens and underscores. */
const SLUG = /^[A-Za-z0-9_-]{1,200}$/;

/** The site a deep link names, or null when the query names none (or something that cannot be a slug). */
export function siteFromQuery(params: URLSearchParams): string | null {
  const value = params.get(SITE_PARAM)?.trim();
  return value && SLUG.test(value) ? value : null;
}

/** The map's object for the site a deep link names: a production site with that slug. */
export const siteItem = (items: readonly MapItem[], slug: string | null) =>
  slug === null ? undefined : items.find((item) => item.kind === 'site' && item.slug === slug);
