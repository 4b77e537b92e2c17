import type { APIRequestContext, Page } from '@playwright/test';
import { PUBLIC_STATIC_ROUTE_KEYS, ROUTES, type RouteKey } from '../lib/routes';
import { DETAIL_FAMILIES, detailPath, type DetailFamilyName } from '../lib/seo/detail-families';
import { localePath, type Locale } from './fixtures';

/**
 * Every §2 page a guest can open, for the checks that walk the whole portal (axe, reflow, the visually-impaired
 * mode): each public static route of lib/routes.ts, the second page of the paged news list, and one detail page per
 * content family (news, events, success stories, production sites and each projects catalogue), whose slug is
 * read at test time from the public API so the list follows whatever the seed or an editor published.
 */
export type A11yRoute = {
  /** A stable name for test titles: the route key, or `<family>:detail`. */
  name: string;
  /** The path with its locale prefix (`/en/news/...`; ru has none). */
  path: string;
};

type ListEnvelope = { success: boolean; result: { items: Array<{ id?: number | string; slug?: string | null }> } };

/** The first published item of a family as `<list route>/<slug or id>`, or null when the family is empty. */
async function firstDetailPath(
  request: APIRequestContext,
  locale: Locale,
  family: (typeof DETAIL_FAMILIES)[number],
): Promise<string | null> {
  const response = await request.get(`/api/v1${family.endpoint}?page=1&limit=1`, { headers: { Language: locale } });
  if (!response.ok()) throw new Error(`GET /api/v1${family.endpoint} answered ${response.status()}`);
  const body = (await response.json()) as ListEnvelope;
  const item = body.result.items[0];
  if (!item) return null;
  const key = item.slug || (item.id !== undefined ? String(item.id) : null);
  return key ? detailPath(family, key) : null;
}

/** A query each language's demo content answers with results in several sections (the search page's results view). */
const SEARCH_SAMPLE: Record<Locale, string> = { ru: 'площадка', en: 'sites', tr: 'yatırım', zh: '投资' };

/** The comparison of the first three published production sites (none when fewer than two are published). */
async function comparisonRoute(request: APIRequestContext, locale: Locale): Promise<A11yRoute[]> {
  const response = await request.get('/api/v1/proizvodstvennie-ploshadki?page=1&limit=3', { headers: { Language: locale } });
  if (!response.ok()) throw new Error(`GET /api/v1/proizvodstvennie-ploshadki answered ${response.status()}`);
  const ids = ((await response.json()) as ListEnvelope).result.items.flatMap((item) => (typeof item.id === 'number' ? [item.id] : []));
  return ids.length >= 2 ? [{ name: 'siteComparison:ids', path: localePath(locale, `${ROUTES.siteComparison.path}?ids=${ids.join(',')}`) }] : [];
}

/** The static public routes of a locale (no API call needed). */
export function staticA11yRoutes(locale: Locale): A11yRoute[] {
  return PUBLIC_STATIC_ROUTE_KEYS.map((key: RouteKey) => ({ name: key, path: localePath(locale, ROUTES[key].path) }));
}

/**
 * Every guest-visible route of a locale: the static ones, `/news?page=2`, the search's results and its «nothing
 * found» view, and one detail page per family that has a published item. `request` is Playwright's request fixture
 * (its baseURL is the server under test).
 */
export async function a11yRoutes(request: APIRequestContext, locale: Locale): Promise<A11yRoute[]> {
  const details = await Promise.all(
    DETAIL_FAMILIES.map(async (family): Promise<A11yRoute | null> => {
      const path = await firstDetailPath(request, locale, family);
      return path ? { name: `${family.family satisfies DetailFamilyName}:detail`, path: localePath(locale, path) } : null;
    }),
  );
  return [
    ...staticA11yRoutes(locale),
    { name: 'news:page2', path: localePath(locale, `${ROUTES.news.path}?page=2`) },
    { name: 'search:results', path: localePath(locale, `${ROUTES.search.path}?q=${encodeURIComponent(SEARCH_SAMPLE[locale])}`) },
    { name: 'search:nothing', path: localePath(locale, `${ROUTES.search.path}?q=yfkjub`) },
    // The site matching with a query (its ranked results) and the comparison of the first three published sites.
    { name: 'siteMatching:query', path: localePath(locale, `${ROUTES.siteMatching.path}?electricityMw=5&rail=1`) },
    ...(await comparisonRoute(request, locale)),
    ...details.filter((route): route is A11yRoute => route !== null),
  ];
}

/**
 * Opens each route in the same page and collects every problem `check` finds there (so one run shows them all); a
 * route that does not answer 200 is a problem of its own.
 */
export async function walkRoutes(page: Page, routes: A11yRoute[], check: (page: Page, route: A11yRoute) => Promise<string[]>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const response = await page.goto(route.path);
    if (response?.status() !== 200) {
      failures.push(`${route.path}: status ${response?.status()}`);
      continue;
    }
    failures.push(...(await check(page, route)));
  }
  return failures;
}
