import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { ComparisonPage } from '@/features/site-selection/components/comparison-page';

export const generateMetadata = routeMetadata('siteComparison');

/** Site comparison: the sites of `?ids=` (or those chosen in this browser) side by side, printable. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  return (
    <RoutePage routeKey="siteComparison" locale={locale}>
      <ComparisonPage />
    </RoutePage>
  );
}
