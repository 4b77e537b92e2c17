import { getTranslations } from 'next-intl/server';
import { DocumentFiles } from '@/components/content/document-files';
import { FactList } from '@/components/content/fact-list';
import { RichText } from '@/components/content/rich-text';
import type { ListResult } from '@/lib/api/envelope';
import type { ApiFile } from '@/lib/api/media';
import { serverGet } from '@/lib/api/server';
import './standard.css';
import { documentFilesTexts } from '@/components/content/document-files-texts';
import { langOf } from '@/lib/api/untranslated';

type InvestRule = { id: number; title: string; content: string | null; term: string | null; responsible: string | null; file: ApiFile | null };

/** The code of investment rules (GET /invest-rules): each rule with its term, the body responsible, its text and document. */
export async function InvestRules({ locale }: { locale: string }) {
  const t = await getTranslations('standard');
  const { items } = await serverGet<ListResult<InvestRule>>('/invest-rules', { locale, tags: ['invest-rules'] });
  if (!items.length) return <p className="content-empty">{t('noRules')}</p>;
  const fileTexts = await documentFilesTexts();
  return (
    <ol className="invest-rules" data-testid="invest-rules">
      {items.map((rule) => (
        <li key={rule.id} className="invest-rules__item">
          <h2 className="invest-rules__title" {...langOf(rule, 'title')}>{rule.title}</h2>
          <FactList
            facts={[
              { label: t('term'), value: rule.term, ...langOf(rule, 'term') },
              { label: t('responsible'), value: rule.responsible, ...langOf(rule, 'responsible') },
            ]}
          />
          <RichText html={rule.content} {...langOf(rule, 'content')} />
          {rule.file?.url ? (
            <DocumentFiles
              items={[
                {
                  title: rule.file.title ?? rule.title,
                  titleLang: rule.file.title ? langOf(rule.file, 'title').lang : langOf(rule, 'title').lang,
                  subtitle: t('ruleDocument'),
                  file: rule.file,
                },
              ]}
              texts={fileTexts}
              locale={locale}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
