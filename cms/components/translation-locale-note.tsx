'use client';

import { useLocale, useTranslation } from '@payloadcms/ui';
import { translationTexts } from './translation-texts';
import './translation-tools.css';

/**
 * Above a content list while the content language is not Russian: which language the titles, search and filters
 * use, so a search for «Канск» among Turkish titles that finds nothing is not a puzzle.
 */
export function ContentLanguageNote() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const code = locale?.code ?? 'ru';
  if (code === 'ru') return null;
  const texts = translationTexts(i18n.language);
  return (
    <p className="translation-locale-note" data-testid="content-language-note">
      <strong>
        {texts.contentLanguage} {texts.languages[code] ?? code}
      </strong>{' '}
      {texts.contentLanguageHint}
    </p>
  );
}
