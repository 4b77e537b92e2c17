import { LearnMore } from '@/components/content/blocks/learn-more';
import { PersonalArea } from '@/components/content/blocks/personal-area';
import { RoutePage } from '@/components/page/route-page';
import { SettingDocuments } from '@/features/documents/components/setting-documents';
import { AboutRegion } from '@/features/region/components/about-region';
import type { AboutRegionGlobal } from '@/components/content/page-global';

/**
 * About the region: setting 1, GET /about-region with its statistics, the reference summary and the presentation (setting-file).
 * The published page, or the draft of its single page that the back office previews (`draft`).
 */
export function AboutRegionPage({ locale, draft }: { locale: string; draft?: AboutRegionGlobal }) {
  return (
    <RoutePage routeKey="aboutRegion" locale={locale} setting={1} global="/about-region" draft={draft}>
      <AboutRegion locale={locale} draft={draft} />
      <SettingDocuments fileKey="region_presentation" locale={locale} />
      <LearnMore routes={['preferentialZones', 'investMap', 'projectsCip', 'supportMeasures']} />
      <PersonalArea />
    </RoutePage>
  );
}
