import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage } from '@/components/page/route-page';
import { TechnoValley } from '@/features/zones/components/techno-valley';
import type { TechnoValleyGlobal } from '@/components/content/page-global';

/**
 * The special economic zone: its sections and regime tables (setting 5) and the zone's own figures and privileges (GET /techno-valley).
 * The published page, or the draft of its single page that the back office previews (`draft`).
 */
export function SpecialZonePage({ locale, draft }: { locale: string; draft?: TechnoValleyGlobal }) {
  return (
    <RoutePage routeKey="zoneSez" locale={locale} setting={5} global="/techno-valley" draft={draft}>
      <TechnoValley locale={locale} draft={draft} />
      <LearnMore routes={['supportPreferences', 'productionSites', 'calculator', 'zoneAdt']} />
      <PersonalArea />
    </RoutePage>
  );
}
