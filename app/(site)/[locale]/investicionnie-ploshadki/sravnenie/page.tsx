import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { idsOfParam } from '@/features/site-selection/compare-ids';
import { ComparisonPage } from '@/features/site-selection/components/comparison-page';

export const generateMetadata = routeMetadata('siteComparison');

/** Every set of ids is a different page: rendered on each request (the sites' reads are cached by content tags). */
export const dynamic = 'force-dynamic';

type Props = LocaleParams & { searchParams: Promise<{ ids?: string | string[] }> };

/** Site comparison: the sites of `?ids=` (or those chosen in this browser) side by side, printable. */
export default async function Page({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { ids } = await searchParams;
  return (
    <RoutePage routeKey="siteComparison" locale={locale}>
      <ComparisonPage locale={locale} ids={idsOfParam(Array.isArray(ids) ? ids[0] : ids)} />
    </RoutePage>
  );
}
