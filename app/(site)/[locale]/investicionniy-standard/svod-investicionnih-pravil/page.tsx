import { LearnMore } from '@/components/content/blocks/learn-more';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { InvestRules } from '@/features/standard/components/invest-rules';

export const generateMetadata = routeMetadata('standardRules');

/** The code of investment rules (setting 21, GET /invest-rules). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="standardRules" locale={locale} setting={21}>
      <InvestRules locale={locale} />
      <LearnMore routes={['standardAlgorithm', 'productionSites', 'investStandard']} />
    </RoutePage>
  );
}
