import { getTranslations } from 'next-intl/server';
import type { SupportGroup } from '@/lib/support-measures';
import { readGroupMeasures } from '../api/read-measures';
import { MeasureArticle } from './measure-article';

/** Every measure of a group of GET /support-measures, in full, in the agency's order. */
export async function GroupMeasures({ group, locale }: { group: SupportGroup; locale: string }) {
  const t = await getTranslations('support');
  const measures = await readGroupMeasures(group, locale);
  if (!measures.length) return <p className="content-empty">{t('empty')}</p>;
  return (
    <div className="measures" data-testid={`measures-${group}`}>
      {measures.map((measure) => (
        <MeasureArticle key={measure.id} measure={measure} />
      ))}
    </div>
  );
}
