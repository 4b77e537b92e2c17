import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, pageLocale, type LocaleParams, type SearchParams } from '@/components/page/route-page';
import { saveSearchTexts } from '@/features/saved-searches/save-search-texts';
import { readMatchAddress } from '@/features/site-selection/match-address';
import { MatchingPage } from '@/features/site-selection/components/matching-page';
import { localePath } from '@/i18n/locale-path';
import { routePath } from '@/lib/routes';

export const generateMetadata = routeMetadata('siteMatching');

/** Every address is a different query: rendered on each request, never kept as a page (the layout's locales are static). */
export const dynamic = 'force-dynamic';

/**
 * Site matching: the investor states what the project needs; the published sites are ranked by fit. The query is the
 * address (`?electricityMw=5&rail=1`, the API's own parameters), so a search can be shared, reloaded and gone back to;
 * a submitted form's address moves to that one form.
 */
export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<SearchParams> }) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const address = readMatchAddress(await searchParams);
  if (address.state === 'moved') redirect(`${localePath(routePath('siteMatching'), locale)}${address.search ? `?${address.search}` : ''}`);
  return (
    <RoutePage routeKey="siteMatching" locale={locale}>
      <MatchingPage locale={locale} address={address} saveSearchTexts={await saveSearchTexts()} />
    </RoutePage>
  );
}
