import { getTranslations } from 'next-intl/server';
import { Figures } from '@/components/content/figures';
import { readPageGlobal } from '@/components/content/page-global';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { TitledPoints } from '@/components/content/titled-points';
import './zones.css';

/** The special economic zone's own page of the API (GET /techno-valley): its figures (32,9 Гкал/ч…), text and privileges. */
export async function TechnoValley({ locale }: { locale: string }) {
  const t = await getTranslations('zones');
  const valley = await readPageGlobal('/techno-valley', locale);
  return (
    <section className="zone-feature" aria-labelledby="techno-valley-title" data-testid="techno-valley">
      <h2 id="techno-valley-title">{valley.title}</h2>
      <div className="zone-feature__intro">
        <div>
          {valley.lead ? <p className="page-lead">{valley.lead}</p> : null}
          <RichText html={valley.content} />
        </div>
        <Picture image={valley.image} size="card" className="zone-feature__image" />
      </div>
      <Figures items={valley.facts} label={t('valleyFigures')} testId="techno-valley-facts" />
      <TitledPoints id="techno-valley-privileges" title={t('privileges')} points={valley.privileges} />
    </section>
  );
}
