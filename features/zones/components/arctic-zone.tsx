import { getTranslations } from 'next-intl/server';
import { readPageGlobal, type ArcticGlobal } from '@/components/content/page-global';
import { Statistics } from '@/components/content/statistics';
import { TitledPoints } from '@/components/content/titled-points';
import { ZoneFeature } from './zone-feature';

/** The Arctic zone (GET /arctic and the `arctic` statistics): what it is, its figures, privileges and requirements for residents. The back office's preview passes a draft (`draft`) to show in place of the published page. */
export async function ArcticZone({ locale, draft }: { locale: string; draft?: ArcticGlobal }) {
  const t = await getTranslations('arctic');
  const arctic = draft ?? (await readPageGlobal('/arctic', locale));
  return (
    <>
      <ZoneFeature id="arctic" zone={arctic} testId="arctic-zone">
        <Statistics type="arctic" locale={locale} label={t('figures')} />
      </ZoneFeature>
      <TitledPoints id="arctic-benefits" title={t('benefits')} points={arctic.benefits} testId="arctic-benefits" />
      <TitledPoints id="arctic-requirements" title={t('requirements')} points={arctic.requirements} testId="arctic-requirements" />
    </>
  );
}
