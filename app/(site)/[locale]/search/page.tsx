import { setRequestLocale } from 'next-intl/server';
import { pageLocale, routeMetadata, type SearchParams } from '@/components/page/route-page';
import { SearchPage } from '@/features/search/components/search-page';

export const generateMetadata = routeMetadata('search');

/** Every address is a different query: rendered on each request, never kept as a page (the layout's locales are static). */
export const dynamic = 'force-dynamic';

/**
 * The site search's results: rendered for each query (it reads the address's query, so it is never one cached page;
 * robots: noindex, lib/seo/routes.ts).
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <SearchPage locale={locale} params={await searchParams} />;
}
