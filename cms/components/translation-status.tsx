'use client';

import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps } from 'payload';
import { Fragment } from 'react';
import { TRANSLATED_LOCALES } from '../hooks/translation-status';
import { translationTexts } from './translation-texts';
import './translation-tools.css';
import './visually-hidden.css';

/**
 * The list's translation column: «en ✓ · tr — · zh ✓». The mark is not the only sign: each language also reads
 * «турецкий: не переведено» to a screen reader and on hover.
 */
export function TranslationStatusCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation();
  const texts = translationTexts(i18n.language);
  const missing = new Set(Array.isArray(cellData) ? cellData.map(String) : []);
  return (
    <span className="translation-status">
      {TRANSLATED_LOCALES.map((code, index) => {
        const isMissing = missing.has(code);
        const label = `${texts.languages[code]}: ${isMissing ? texts.missing : texts.translated}`;
        return (
          <Fragment key={code}>
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <span className={`translation-status__item translation-status__item--${isMissing ? 'missing' : 'done'}`} title={label} data-locale={code}>
              <span aria-hidden="true">
                {code} {isMissing ? '—' : '✓'}
              </span>
              <span className="translation-status__sr admin-visually-hidden">{label}</span>
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}
