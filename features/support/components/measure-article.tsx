import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { RichText } from '@/components/content/rich-text';
import type { Measure } from '../types';
import './support.css';
import { langOf } from '@/lib/api/untranslated';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** One support measure in full: who provides it, in short, its terms, the description and the link to details. */
export async function MeasureArticle({ measure, level = 2 }: { measure: Measure; level?: 2 | 3 }) {
  const t = await getTranslations('support');
  const Heading = `h${level}` as const;
  const terms = measure.items.filter((item) => item.title);
  return (
    <article className="measure" aria-labelledby={`measure-${measure.slug}`} data-testid="support-measure">
      <Heading id={`measure-${measure.slug}`} className="measure__title" {...langOf(measure, 'title')}>
        {measure.title}
      </Heading>
      {measure.summary ? <p className="measure__summary" {...langOf(measure, 'summary')}>{measure.summary}</p> : null}
      <FactList facts={[{ label: t('provider'), value: measure.provider, ...langOf(measure, 'provider') }]} />
      {terms.length ? (
        <FactList className="measure__terms" facts={terms.map((item) => ({ label: item.title!, labelLang: langOf(item, 'title').lang, value: item.text ?? '', ...langOf(item, 'text') }))} />
      ) : null}
      <RichText html={measure.content} {...langOf(measure, 'content')} />
      {measure.link ? (
        <a href={measure.link} className="measure__link" {...(isExternal(measure.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {t('details')}
        </a>
      ) : null}
    </article>
  );
}
