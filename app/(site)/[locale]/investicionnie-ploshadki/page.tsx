import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { MatchingLink } from '@/features/site-selection/components/matching-link';
import { SitesHub } from '@/features/sites/components/sites-hub';

export const generateMetadata = routeMetadata('investSites');

/** Investment sites: setting 3 and the ways in — site matching, production sites, preferential zones, the investment map. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="investSites" locale={locale} setting={3}>
      <MatchingLink />
      <SitesHub locale={locale} />
    </RoutePage>
  );
}
