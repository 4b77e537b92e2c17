import { useTranslations } from 'next-intl';

/**
 * A submitted project's name wherever it is shown (the Projects tab, the passport): its title, or «Untitled
 * project» when it was sent with a description only (spec §5: title or description).
 */
export function useProjectName(): (title: string | null | undefined) => { name: string; untitled: boolean } {
  const t = useTranslations('requests.list');
  return (title) => {
    const trimmed = title?.trim();
    return trimmed ? { name: trimmed, untitled: false } : { name: t('untitled'), untitled: true };
  };
}
