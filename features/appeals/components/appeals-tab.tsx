'use client';

import { useTranslations } from 'next-intl';

/** The cabinet's Appeals tab: the appeal form and the user's appeals (filled in by a later step). */
export function AppealsTab() {
  const t = useTranslations('appeals');
  return <p>{t('empty')}</p>;
}
