import { getTranslations } from 'next-intl/server';
import { Figures } from '@/components/content/figures';
import { readPageGlobal, type TechnoValleyGlobal } from '@/components/content/page-global';
import { TitledPoints } from '@/components/content/titled-points';
import { ZoneFeature } from './zone-feature';

/** The special economic zone's own page of the API (GET /techno-valley): its figures (32,9 Гкал/ч…), text and privileges. The back office's preview passes a draft (`draft`) to show in place of the published page. */
export async function TechnoValley({ locale, draft }: { locale: string; draft?: TechnoValleyGlobal }) {
  const t = await getTranslations('zones');
  const valley = draft ?? (await readPageGlobal('/techno-valley', locale));
  return (
    <ZoneFeature id="techno-valley" zone={valley} testId="techno-valley">
      <Figures items={valley.facts} label={t('valleyFigures')} testId="techno-valley-facts" />
      <TitledPoints id="techno-valley-privileges" title={t('privileges')} points={valley.privileges} />
    </ZoneFeature>
  );
}
