import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import type { FieldLabel, ProjectFormat } from '../facts';

/** The projects' messages, field labels and formatter of the request's locale (server components). */
export async function projectText() {
  const t = await getTranslations('projects');
  const formatter = await getFormat();
  const label: FieldLabel = (field) => t(`fields.${field}`);
  const format: ProjectFormat = {
    number: (value) => formatter.number(value),
    date: (iso) => formatter.date(iso),
  };
  return { t, label, format };
}
