'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { useSaved } from '../api/get-saved';

type Props = { pageUrl: string; onChange: (label: string | null) => void };

/**
 * Asks which of the logged-in user's folders hold the page and gives the «save to favourites» button its text for that
 * («In favourites (2 folders)»; null: none, or not known yet). Renders nothing itself; loaded after the button, with the tab's react-query client.
 */
export function SavedStatus(props: Props) {
  return (
    <QueryProvider>
      <SavedCount {...props} />
    </QueryProvider>
  );
}

function SavedCount({ pageUrl, onChange }: Props) {
  const t = useTranslations('favourites');
  const saved = useSaved(pageUrl);
  const count = saved.data?.folderIds.length ?? 0;
  const label = count > 0 ? t('savedButton', { count }) : null;
  useEffect(() => onChange(label), [label, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
