'use client';

import { TextField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';
import { TRANSLATED_LOCALES, TRANSLATION_STATUS_FIELD } from '../hooks/translation-status';
import { mediaTexts } from './media-texts';
import { translationTexts } from './translation-texts';
import './media-grid.css';

/**
 * The image's alt text, marked required while Russian is edited: the server asks for it in Russian only
 * (cms/fields/media-alt.ts), so the other languages' forms do not claim it is.
 */
export const ImageAltField: TextFieldClientComponent = (props) => {
  const locale = useLocale();
  const russian = (locale?.code ?? 'ru') === 'ru';
  return <TextField {...props} field={{ ...props.field, required: russian }} />;
};

/** The languages (of en, tr, zh) the translation status lists as missing, in the back office's order. */
export function missingOf(value: unknown): string[] {
  const listed = new Set(Array.isArray(value) ? value.map(String) : []);
  return TRANSLATED_LOCALES.filter((code) => listed.has(code));
}

/**
 * Under the alt text: a warning naming the languages the description is missing in, from the translation status
 * the last save worked out (nothing while every language has one, or before the first save).
 */
export function AltTranslationWarning() {
  const { i18n } = useTranslation();
  const status = useFormFields(([fields]) => fields[TRANSLATION_STATUS_FIELD]?.value);
  const missing = missingOf(status);
  if (missing.length === 0) return null;
  const texts = mediaTexts(i18n.language);
  const names = translationTexts(i18n.language).languages;
  return (
    <div className="media-alt-warning" role="note" data-testid="alt-translation-warning">
      <strong className="media-alt-warning__title">
        <span aria-hidden="true">⚠ </span>
        {texts.warningTitle}
      </strong>{' '}
      {texts.warning(missing.map((code) => names[code] ?? code).join(', '))}
    </div>
  );
}
