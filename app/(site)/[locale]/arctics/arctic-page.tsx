import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage } from '@/components/page/route-page';
import { ArcticZone } from '@/features/zones/components/arctic-zone';
import type { ArcticGlobal } from '@/components/content/page-global';

/**
 * The Arctic zone (setting 9, GET /arctic, statistics `arctic`) and the way to its regulations and residents.
 * The published page, or the draft of its single page that the back office previews (`draft`).
 */
export function ArcticPage({ locale, draft }: { locale: string; draft?: ArcticGlobal }) {
  return (
    <RoutePage routeKey="arctics" locale={locale} setting={9} global="/arctic" draft={draft}>
      <ArcticZone locale={locale} draft={draft} />
      <LearnMore routes={['arcticsDocuments', 'projectsArcticResidents', 'supportPreferences', 'calculator']} />
      <PersonalArea />
    </RoutePage>
  );
}
