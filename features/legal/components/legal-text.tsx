import { getTranslations } from 'next-intl/server';
import './legal.css';

export type LegalDocument = 'privacy' | 'terms';

/** The sections of each legal text, in order; their headings and texts are `legal.<document>.<section>` in the message files. */
export const LEGAL_SECTIONS = {
  privacy: ['general', 'data', 'purposes', 'basis', 'cookies', 'storage', 'transfer', 'rights', 'security', 'contacts'],
  terms: ['general', 'use', 'account', 'content', 'submissions', 'liability', 'changes', 'contacts'],
} as const satisfies Record<LegalDocument, readonly string[]>;

/** The privacy policy or the terms of use: the agency's own texts in each language, as sections with headings. */
export async function LegalText({ document }: { document: LegalDocument }) {
  const t = await getTranslations(`legal.${document}`);
  return (
    <div className="legal-text" data-testid={`legal-${document}`}>
      <p className="legal-text__updated">{t('updated')}</p>
      {LEGAL_SECTIONS[document].map((section) => (
        <section key={section} aria-labelledby={`legal-${section}`}>
          <h2 id={`legal-${section}`}>{t(`${section}.title`)}</h2>
          <p>{t(`${section}.text`)}</p>
        </section>
      ))}
    </div>
  );
}
