import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AudienceCards } from '@/features/template/components/audience-cards';

export const generateMetadata = routeMetadata('template');

/**
 * The reserve page of §2: the portal's own introduction (setting 0) and who it serves (GET /index-switch), so that the
 * page is useful while the agency keeps it in reserve (docs/decisions/019-support-pages-and-experts-page.md).
 */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="template" locale={locale} setting={0}>
      <AudienceCards locale={locale} />
      <LearnMore routes={['aboutRegion', 'supportMeasures', 'investStandard', 'asi']} />
    </RoutePage>
  );
}
