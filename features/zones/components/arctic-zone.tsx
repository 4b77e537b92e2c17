import { getTranslations } from 'next-intl/server';
import { readPageGlobal } from '@/components/content/page-global';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { Statistics } from '@/components/content/statistics';
import { TitledPoints } from '@/components/content/titled-points';
import './zones.css';

/** The Arctic zone (GET /arctic and the `arctic` statistics): what it is, its figures, privileges and requirements for residents. */
export async function ArcticZone({ locale }: { locale: string }) {
  const t = await getTranslations('arctic');
  const arctic = await readPageGlobal('/arctic', locale);
  return (
    <>
      <section className="zone-feature" aria-labelledby="arctic-title" data-testid="arctic-zone">
        <h2 id="arctic-title">{arctic.title}</h2>
        <div className="zone-feature__intro">
          <div>
            {arctic.lead ? <p className="page-lead">{arctic.lead}</p> : null}
            <RichText html={arctic.content} />
          </div>
          <Picture image={arctic.image} size="card" className="zone-feature__image" />
        </div>
        <Statistics type="arctic" locale={locale} label={t('figures')} />
      </section>
      <TitledPoints id="arctic-benefits" title={t('benefits')} points={arctic.benefits} testId="arctic-benefits" />
      <TitledPoints id="arctic-requirements" title={t('requirements')} points={arctic.requirements} testId="arctic-requirements" />
    </>
  );
}
