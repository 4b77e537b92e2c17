import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('zoneCluster');

/** The industrial cluster (setting 7): support measures, import substitution projects, participants, how to join. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="zoneCluster" locale={locale} setting={7}>
      <SupportMeasuresBlock locale={locale} />
      <LearnMore routes={['supportFinancial', 'productionSites', 'directLine']} />
      <PersonalArea />
    </RoutePage>
  );
}
