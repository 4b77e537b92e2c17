import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { TechnoValley } from '@/features/zones/components/techno-valley';

export const generateMetadata = routeMetadata('zoneSez');

/** The special economic zone: its sections and regime tables (setting 5) and the zone's own figures and privileges (GET /techno-valley). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="zoneSez" locale={locale} setting={5} global="/techno-valley">
      <TechnoValley locale={locale} />
      <LearnMore routes={['supportPreferences', 'productionSites', 'calculator', 'zoneAdt']} />
      <PersonalArea />
    </RoutePage>
  );
}
