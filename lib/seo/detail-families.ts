import { ROUTES, type RouteKey } from '@/lib/routes';

/**
 * The content families that have a detail page (`<list route>/{slug}`): the provider API's endpoint, the cache tag of
 * the family (cms/collections: `contentCollection({ tag })`) and the route of the list the page hangs under.
 * `family` is how GET /sitemap names them.
 */
export const DETAIL_FAMILIES = [
  { family: 'news', endpoint: '/news', tag: 'news', parent: 'news' },
  { family: 'event', endpoint: '/event', tag: 'event', parent: 'events' },
  { family: 'success-story', endpoint: '/success-story', tag: 'success-story', parent: 'successStories' },
  { family: 'proizvodstvennie-ploshadki', endpoint: '/proizvodstvennie-ploshadki', tag: 'production-site', parent: 'productionSites' },
  { family: 'cip', endpoint: '/cip', tag: 'cip', parent: 'projectsCip' },
  { family: 'invest-project', endpoint: '/invest-project', tag: 'invest-project', parent: 'projectsInvest' },
  { family: 'perspektivnie-proekti', endpoint: '/perspektivnie-proekti', tag: 'perspective-project', parent: 'projectsPerspective' },
  { family: 'rezidents-arctics', endpoint: '/rezidents-arctics', tag: 'arctic-resident', parent: 'projectsArcticResidents' },
] as const satisfies ReadonlyArray<{ family: string; endpoint: string; tag: string; parent: RouteKey }>;

export type DetailFamily = (typeof DETAIL_FAMILIES)[number];
export type DetailFamilyName = DetailFamily['family'];

export function familyByEndpoint(endpoint: string): DetailFamily | undefined {
  return DETAIL_FAMILIES.find((f) => f.endpoint === endpoint);
}

export function familyByName(name: string): DetailFamily | undefined {
  return DETAIL_FAMILIES.find((f) => f.family === name);
}

/** The portal path of an item (without locale prefix): `/news/<slug>`. */
export function detailPath(family: DetailFamily, slugOrId: string | number): string {
  return `${ROUTES[family.parent].path}/${encodeURIComponent(String(slugOrId))}`;
}
