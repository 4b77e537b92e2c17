import { PersonalArea } from '@/components/content/blocks/personal-area';
import { SupportMeasuresBlock } from '@/components/content/blocks/support-measures';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ZoneCards } from '@/features/zones/components/zone-cards';

export const generateMetadata = routeMetadata('preferentialZones');

/** The preferential zones (setting 4): the Arctic zone, the SEZ, the priority development area and the industrial cluster. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="preferentialZones" locale={locale} setting={4}>
      <ZoneCards locale={locale} />
      <SupportMeasuresBlock locale={locale} />
      <PersonalArea />
    </RoutePage>
  );
}
