import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/rich-text';
import type { FaqEntry } from '../types';
import { FaqAccordion, FaqItem } from './faq-accordion';
import { langOf } from '@/lib/api/untranslated';

/** The questions of GET /faq in the agency's order; each answer is rendered here (sanitized) and opened on the client. */
export async function FaqList({ entries }: { entries: FaqEntry[] }) {
  const t = await getTranslations('faq');
  if (!entries.length) return <p className="content-empty">{t('empty')}</p>;
  const id = (entry: FaqEntry) => `faq-${entry.id}`;
  return (
    <FaqAccordion ids={entries.map(id)} expandAll={t('expandAll')} collapseAll={t('collapseAll')}>
      {entries.map((entry) => (
        <FaqItem key={entry.id} id={id(entry)} question={entry.question} {...langOf(entry, 'question')}>
          <RichText html={entry.answer} {...langOf(entry, 'answer')} />
        </FaqItem>
      ))}
    </FaqAccordion>
  );
}
