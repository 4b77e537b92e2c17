import { getTranslations } from 'next-intl/server';
import { FactList } from '@/components/content/fact-list';
import { readPageGlobal, type AlgorithmGlobal } from '@/components/content/page-global';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import './standard.css';
import { langOf } from '@/lib/api/untranslated';

/** The project realisation algorithm (GET /project-implementation-algorithm): its lead and text, then the numbered steps. The back office's preview passes a draft (`draft`) to show in place of the published page. */
export async function AlgorithmSteps({ locale, draft }: { locale: string; draft?: AlgorithmGlobal }) {
  const t = await getTranslations('standard');
  const algorithm = draft ?? (await readPageGlobal('/project-implementation-algorithm', locale));
  return (
    <>
      {algorithm.lead ? <p className="page-lead" {...langOf(algorithm, 'lead')}>{algorithm.lead}</p> : null}
      <RichText html={algorithm.content} {...langOf(algorithm, 'content')} />
      <h2>{t('steps')}</h2>
      <ol className="algorithm-steps" data-testid="algorithm-steps">
        {algorithm.steps.map((step, index) => (
          <li key={`${step.title}-${index}`} className="algorithm-steps__item">
            <h3 className="algorithm-steps__title" {...langOf(step, 'title')}>{step.title}</h3>
            {step.text ? <p {...langOf(step, 'text')}>{step.text}</p> : null}
            <FactList
              facts={[
                { label: t('duration'), value: step.duration, ...langOf(step, 'duration') },
                { label: t('responsible'), value: step.responsible, ...langOf(step, 'responsible') },
              ]}
            />
          </li>
        ))}
      </ol>
      <Picture image={algorithm.image} size="card" className="standard-picture" />
    </>
  );
}
