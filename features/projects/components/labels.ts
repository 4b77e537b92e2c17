import { getFormatter, getTranslations } from 'next-intl/server';
import type { FieldLabel, ProjectFormat } from '../facts';

/** The projects' messages, field labels and formatter of the request's locale (server components). */
export async function projectText() {
  const t = await getTranslations('projects');
  const formatter = await getFormatter();
  const label: FieldLabel = (field) => t(`fields.${field}`);
  const format: ProjectFormat = {
    number: (value) => formatter.number(value),
    date: (iso) => formatter.dateTime(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' }),
  };
  return { t, label, format };
}
