import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { saveSearchTexts } from '@/features/saved-searches/save-search-texts';
import { readCompareTexts } from '@/features/site-selection/api/read-compare-texts';
import { MatchingPage } from '@/features/site-selection/components/matching-page';

export const generateMetadata = routeMetadata('siteMatching');

/** Site matching: the investor states what the project needs; the published sites are ranked by fit (query in the URL). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  return (
    <RoutePage routeKey="siteMatching" locale={locale}>
      <MatchingPage saveSearchTexts={await saveSearchTexts()} compareTexts={await readCompareTexts(locale)} />
    </RoutePage>
  );
}
