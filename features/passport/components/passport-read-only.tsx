'use client';

import { useTranslations } from 'next-intl';
import { FileLinks } from '@/components/files/file-links';
import { useFormat } from '@/i18n/use-format';
import type { PassportField } from '@/lib/submissions/schemas/passport-fields';
import type { HazardClass, Passport, PossessionForm, ProjectStage } from '@/lib/submissions/types';
import { kindOf, SECTION_IDS, SECTIONS } from './passport-model';
import { useFieldLabel } from './use-field-label';

/** The passport once the request is under review: every group as a list of terms and values, and the documents. */
export function PassportReadOnly({ passport }: { passport: Passport }) {
  const t = useTranslations('passport');
  const format = useFormat();
  const label = useFieldLabel();

  const show = (field: PassportField): string => {
    const value = passport.data[field];
    if (value === null || value === undefined || (Array.isArray(value) && !value.length)) return t('notAnswered');
    switch (kindOf(field)) {
      case 'boolean':
        return value ? t('yes') : t('no');
      case 'number':
      case 'whole':
        return format.number(value as number);
      case 'date':
        return format.date(value as string);
      case 'hazardClass':
        return t(`hazard.${value as HazardClass}`);
      case 'stage':
        return t(`stages.${value as ProjectStage}`);
      case 'possession':
        return (value as PossessionForm[]).map((v) => t(`possession.${v}`)).join(', ');
      case 'okvedList':
        return (value as string[]).join(', ');
      default:
        return String(value);
    }
  };

  return (
    <div className="passport-read-only" data-testid="passport-read-only">
      {SECTION_IDS.map((id) => (
        <section key={id} className="passport-section passport-section--static" aria-labelledby={`passport-ro-${id}`}>
          <h2 id={`passport-ro-${id}`} className="passport-section__title">
            {t(`sections.${id}`)}
          </h2>
          <dl className="passport-terms">
            {SECTIONS[id].map((field) => (
              <div key={field} className="passport-terms__row">
                <dt>{label(field)}</dt>
                <dd>{show(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="passport-section passport-section--static" aria-labelledby="passport-ro-documents">
        <h2 id="passport-ro-documents" className="passport-section__title">
          {t('sections.documents')}
        </h2>
        {passport.files.length ? <FileLinks files={passport.files} label={t('sections.documents')} /> : <p>{t('files.none')}</p>}
      </section>
    </div>
  );
}
