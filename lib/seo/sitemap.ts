import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { ROUTES, type RouteKey } from '@/lib/routes';
import { absoluteUrl, languageAlternates, localizedPath } from './alternates';
import { DETAIL_FAMILIES, detailPath, familyByName } from './detail-families';

/**
 * One published item as GET /sitemap answers it (lib/server/content/sitemap.ts); `languages`: the locales its title is
 * written in (Russian always; all four when not said).
 */
export type SitemapItem = { family: string; id: number | string; slug: string | null; updatedAt: string | null; languages?: readonly Locale[] };

type Page = { path: string; lastModified?: string; languages?: readonly Locale[] };

/**
 * A page in each locale it is written in (default: all four), each entry naming all of them and x-default
 * (`xhtml:link` in sitemap.xml). An item still in Russian in a locale is not listed there: that address shows the
 * Russian text and says so (its head names no translation either: components/page/content-detail.tsx).
 */
export function localizedEntries(origin: string, { path, lastModified, languages: written = locales }: Page): MetadataRoute.Sitemap {
  const languages = languageAlternates(origin, path, written);
  return locales.filter((locale) => locale in languages).map((locale) => ({
    url: absoluteUrl(origin, localizedPath(locale, path)),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

const latest = (dates: Array<string | null>): string | undefined =>
  dates.filter((d): d is string => !!d && !Number.isNaN(Date.parse(d))).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

/**
 * The whole sitemap: every listed route and every published item with a page, in four locales. An item's lastmod is
 * its updatedAt; a list page's is that of its newest item; other routes have none (their text changes rarely and
 * an invented date would mislead). Items of a family the portal has no page for are left out.
 */
export function buildSitemap(origin: string, routes: readonly RouteKey[], items: readonly SitemapItem[]): MetadataRoute.Sitemap {
  const listLastModified = new Map<RouteKey, string | undefined>(
    DETAIL_FAMILIES.map((f) => [f.parent, latest(items.filter((i) => i.family === f.family).map((i) => i.updatedAt))]),
  );
  const pages: Page[] = routes.map((key) => ({ path: ROUTES[key].path, lastModified: listLastModified.get(key) }));
  for (const item of items) {
    const family = familyByName(item.family);
    if (!family) continue;
    pages.push({ path: detailPath(family, item.slug || item.id), lastModified: item.updatedAt ?? undefined, languages: item.languages });
  }
  return pages.flatMap((page) => localizedEntries(origin, page));
}
