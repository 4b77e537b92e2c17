import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { SettingDocuments } from '@/features/documents/components/setting-documents';
import { AboutRegion } from '@/features/region/components/about-region';

export const generateMetadata = routeMetadata('aboutRegion');

/** About the region: setting 1, GET /about-region with its statistics, the reference summary and the presentation (setting-file). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="aboutRegion" locale={locale} setting={1} global="/about-region">
      <AboutRegion locale={locale} />
      <SettingDocuments fileKey="region_presentation" locale={locale} />
      <LearnMore routes={['preferentialZones', 'investMap', 'projectsCip', 'supportMeasures']} />
      <PersonalArea />
    </RoutePage>
  );
}
