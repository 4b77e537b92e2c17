import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ArcticZone } from '@/features/zones/components/arctic-zone';

export const generateMetadata = routeMetadata('arctics');

/** The Arctic zone (setting 9, GET /arctic, statistics `arctic`) and the way to its regulations and residents. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="arctics" locale={locale} setting={9} global="/arctic">
      <ArcticZone locale={locale} />
      <LearnMore routes={['arcticsDocuments', 'projectsArcticResidents', 'supportPreferences', 'calculator']} />
      <PersonalArea />
    </RoutePage>
  );
}
