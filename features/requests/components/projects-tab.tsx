'use client';

import { useTranslations } from 'next-intl';

/** The cabinet's Projects tab: the user's requests (filled in by the next step). */
export function ProjectsTab() {
  const t = useTranslations('requests');
  return <p>{t('empty')}</p>;
}
