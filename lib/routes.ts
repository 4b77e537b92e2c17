import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

/**
 * Every route of the spec's §2. `parent` builds the breadcrumbs (they always start at Home);
 * the title of each route is `routes.<key>` in messages/*.json.
 */
type RouteDef = {
  path: string;
  parent: RouteKey | null;
  /** Only for a logged-in investor: the `auth` guard sends guests to the home page. */
  guarded?: boolean;
  /** Has a parameterised child (a detail page) rather than being one. */
  param?: boolean;
};

const defs = {
  home: { path: '/', parent: null },
  aboutRegion: { path: '/about-region', parent: 'home' },
  investorAlgorithm: { path: '/algorithm-deistviy-investora', parent: 'home' },
  arctics: { path: '/arctics', parent: 'home' },
  arcticsDocuments: { path: '/arctics/normativnie-documenti-arctici', parent: 'arctics' },
  asi: { path: '/asi', parent: 'home' },
  atoms: { path: '/atoms', parent: 'home' },
  eventRegistration: { path: '/event-registration', parent: 'events' },
  eventRegistrationSuccess: { path: '/event-registration/registration-successfull', parent: 'eventRegistration' },
  events: { path: '/events', parent: 'home' },
  faq: { path: '/faq', parent: 'home' },
  investMap: { path: '/invest-map', parent: 'home' },
  investSites: { path: '/investicionnie-ploshadki', parent: 'home' },
  preferentialZones: { path: '/investicionnie-ploshadki/preferencialnie-zoni', parent: 'investSites' },
  zoneCluster: { path: '/investicionnie-ploshadki/preferencialnie-zoni/me', parent: 'preferentialZones' },
  zoneSez: { path: '/investicionnie-ploshadki/preferencialnie-zoni/oez', parent: 'preferentialZones' },
  zoneAdt: { path: '/investicionnie-ploshadki/preferencialnie-zoni/tocer', parent: 'preferentialZones' },
  productionSites: { path: '/investicionnie-ploshadki/proizvodstvennie-ploshadki', parent: 'investSites' },
  siteMatching: { path: '/investicionnie-ploshadki/podbor', parent: 'investSites' },
  siteComparison: { path: '/investicionnie-ploshadki/sravnenie', parent: 'investSites' },
  investStandard: { path: '/investicionniy-standard', parent: 'home' },
  standardAlgorithm: { path: '/investicionniy-standard/algorithm-realizacii-proekta', parent: 'investStandard' },
  standardDeclaration: {
    path: '/investicionniy-standard/investicionnaya-deklaraciya-krasnoyarskogo-kraya',
    parent: 'investStandard',
  },
  standardCommittee: {
    path: '/investicionniy-standard/investicionniy-komitet-krasnoyarskogo-kraya',
    parent: 'investStandard',
  },
  standardCorporation: {
    path: '/investicionniy-standard/korporaciya-razvitiya-eniseyskoy-sibiri',
    parent: 'investStandard',
  },
  standardRules: { path: '/investicionniy-standard/svod-investicionnih-pravil', parent: 'investStandard' },
  institutions: { path: '/istitutions-of-development', parent: 'home' },
  calculator: { path: '/kalkulator-lgot', parent: 'home' },
  directLine: { path: '/liniya-pryamih-obrasheniy', parent: 'home' },
  directLineMonitoring: { path: '/liniya-pryamih-obrasheniy/monitoring', parent: 'directLine' },
  supportMeasures: { path: '/meri-podderjki', parent: 'home' },
  supportFinancial: { path: '/meri-podderjki/finansovaya-podderjka', parent: 'supportMeasures' },
  supportPpp: { path: '/meri-podderjki/gchp', parent: 'supportMeasures' },
  supportProperty: { path: '/meri-podderjki/imushestvennaya-podderjka', parent: 'supportMeasures' },
  supportTax: { path: '/meri-podderjki/nalogovaya-podderjka', parent: 'supportMeasures' },
  supportPreferences: { path: '/meri-podderjki/nalogovie-i-gosudarstvennie-preferencii', parent: 'supportMeasures' },
  supportAccompaniment: { path: '/meri-podderjki/soprovojdenie-proektov', parent: 'supportMeasures' },
  news: { path: '/news', parent: 'home' },
  governorAddress: { path: '/obrashenie-gubernatora', parent: 'home' },
  privacyPolicy: { path: '/politika-konfidentialnosti', parent: 'home' },
  profile: { path: '/profile', parent: 'home', guarded: true },
  passport: { path: '/passport', parent: 'profile', guarded: true },
  projects: { path: '/projects', parent: 'home' },
  projectsCip: { path: '/projects/cip-eniseyskaya-sybir', parent: 'projects' },
  projectsInvest: { path: '/projects/invest-projects', parent: 'projects' },
  projectsPerspective: { path: '/projects/perspektivnie-proekti', parent: 'projects' },
  projectsArcticResidents: { path: '/projects/rezidents-arctics', parent: 'projects' },
  projectsPpp: { path: '/projects/gchp/gchp', parent: 'projects' },
  successStories: { path: '/success-stories', parent: 'home' },
  template: { path: '/template', parent: 'home' },
  terms: { path: '/usloviya-i-polojeniya', parent: 'home' },
  videoGallery: { path: '/video-gallery', parent: 'home' },
  verification: { path: '/verification', parent: 'home' },
  verificationVerified: { path: '/verification/verify', parent: 'verification' },
  resetPassword: { path: '/reset-password', parent: 'home' },
  accessibility: { path: '/accessibility', parent: 'home' },
  search: { path: '/search', parent: 'home' },
  openData: { path: '/open-data', parent: 'home' },
  apiDocs: { path: '/api-docs', parent: 'home' },
} as const satisfies Record<string, Omit<RouteDef, 'parent'> & { parent: string | null }>;

export type RouteKey = keyof typeof defs;
export const ROUTES: Record<RouteKey, RouteDef> = defs;
export const ROUTE_KEYS = Object.keys(defs) as RouteKey[];

/** Routes that exist only with a parameter (/reset-password/{index}); every other key answers on its own path. */
const PARAM_ONLY: ReadonlySet<RouteKey> = new Set(['resetPassword']);

/** Static routes that answer 200 for a guest (guarded ones redirect). */
export const PUBLIC_STATIC_ROUTE_KEYS = ROUTE_KEYS.filter((key) => !PARAM_ONLY.has(key) && !ROUTES[key].guarded);

/**
 * The cabinet's tabs (spec §1, Favourites and the saved searches with their alerts); each opens /profile?tab=<tab>
 * (the menus, the cabinet, the status e-mails, the alerts).
 */
export const PROFILE_TABS = ['study', 'appeals', 'projects', 'favourites', 'savedSearches', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function routePath(key: RouteKey): string {
  return ROUTES[key].path;
}

/** The chain of route keys from Home to `key`, inclusive. */
export function breadcrumbTrail(key: RouteKey): RouteKey[] {
  const trail: RouteKey[] = [];
  for (let current: RouteKey | null = key; current; current = ROUTES[current].parent) trail.unshift(current);
  return trail;
}

/** Splits `/en/news` into `{ locale: 'en', rest: '/news' }`; unprefixed paths are Russian. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (isLocale(first)) return { locale: first, rest: `/${others.join('/')}` };
  return { locale: defaultLocale, rest: pathname };
}

const guardedPrefixes = ROUTE_KEYS.filter((key) => ROUTES[key].guarded).map((key) => ROUTES[key].path);

export function isGuardedPath(pathWithoutLocale: string): boolean {
  return guardedPrefixes.some((prefix) => pathWithoutLocale === prefix || pathWithoutLocale.startsWith(`${prefix}/`));
}

/**
 * Lists paged by `?page=N`. A page that reads `searchParams` cannot be rendered on first request and cached (ADR 018),
 * so proxy.ts rewrites `/news?page=2` to the cached route `/news/page/2` (app/(site)/[locale]/news/page/[page]); the
 * address the visitor sees and shares keeps `?page=`.
 */
export const PAGED_PATHS: readonly string[] = [ROUTES.news.path];

/** The internal path of a paged list's page (`/news/page/2`), or null when `rest` is not a paged list or has no `page`. */
export function pagedListPath(rest: string, page: string | null): string | null {
  if (page === null || !PAGED_PATHS.includes(rest)) return null;
  // Anything but digits (or nothing) is an unknown page: the route answers 404 for it.
  return `${rest}/page/${/^\d{1,9}$/.test(page) ? page : 'invalid'}`;
}

/**
 * The canonical `?page` of a paged list for a page number written another way: `2` for `002`, null for `1` (page 1
 * is the list's own address, without `?page`); undefined when `page` is canonical already or no page number at all.
 * proxy.ts redirects (308) to the canonical address, so one page is one cache entry, not one per spelling.
 */
export function canonicalPageParam(page: string): string | null | undefined {
  if (!/^\d{1,9}$/.test(page) || /^0+$/.test(page)) return undefined;
  const canonical = String(Number(page));
  if (canonical === '1') return null;
  return canonical === page ? undefined : canonical;
}

/** The page number of a paged list's route segment (`/news/page/2`): only the canonical 2, 3…; NaN (a 404) otherwise. */
export function pageOfSegment(segment: string): number {
  return /^[1-9]\d{0,8}$/.test(segment) && segment !== '1' ? Number(segment) : Number.NaN;
}

