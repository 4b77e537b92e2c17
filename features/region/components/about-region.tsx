import { getTranslations } from 'next-intl/server';
import { Figures } from '@/components/content/figures';
import { readPageGlobal, type AboutRegionGlobal } from '@/components/content/page-global';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { Statistics } from '@/components/content/statistics';
import { TitledPoints } from '@/components/content/titled-points';
import { ModalButton } from '@/components/modal/modal-button';
import './region.css';
import { langOf } from '@/lib/api/untranslated';

/**
 * About the region (GET /about-region, statistics `about_region`): the lead, picture and text, the region's figures,
 * and the reference-summary modal with the key facts and the region's sections in short. The back office's preview passes a draft (`draft`) to show in place of the published page.
 */
export async function AboutRegion({ locale, draft }: { locale: string; draft?: AboutRegionGlobal }) {
  const t = await getTranslations('region');
  const region = draft ?? (await readPageGlobal('/about-region', locale));
  return (
    <>
      <div className="region-intro" data-testid="about-region">
        <div>
          {region.lead ? (
            <p className="page-lead" {...langOf(region, 'lead')}>
              {region.lead}
            </p>
          ) : null}
          <div className="region-actions">
            {/* The reference summary of §2 (справка): the key facts and the region's sections in short. */}
            <ModalButton
              label={t('summaryOpen')}
              title={t('summaryTitle', { title: region.title })}
              buttonClassName="button"
              testId="summary-open"
              modalTestId="summary-modal"
              modalClassName="modal--wide"
            >
              <Figures items={region.facts} label={t('facts')} testId="summary-facts" />
              <TitledPoints id="summary-sections" title={t('sections')} points={region.sections} />
            </ModalButton>
          </div>
        </div>
        <Picture image={region.image} size="card" className="region-intro__image" eager />
      </div>
      <Statistics type="about_region" locale={locale} label={t('figures')} />
      <RichText html={region.content} {...langOf(region, 'content')} />
    </>
  );
}
