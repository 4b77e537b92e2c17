import { ROUTE_KEYS, ROUTES, splitLocale } from '@/lib/routes';

const PATHS = ROUTE_KEYS.map((key) => ROUTES[key].path).sort((a, b) => b.length - a.length);

/**
 * The route family of a page path a browser reported, as the vitals histograms label it: the route registry's path
 * (`/news`), a page under it (`/news/some-slug` → `/news/*`), or `other`. The locale is dropped (`/en/news` is
 * `/news`). Only the registry's paths can come out, so a client that sends made-up paths cannot add time series.
 */
export function vitalsRouteFamily(pathname: string): string {
  const { rest } = splitLocale(pathname.split(/[?#]/)[0] ?? '/');
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : '/';
  if (path === '/') return '/';
  for (const candidate of PATHS) {
    if (candidate === '/') continue;
    if (path === candidate) return candidate;
    if (path.startsWith(`${candidate}/`)) return `${candidate}/*`;
  }
  return 'other';
}
