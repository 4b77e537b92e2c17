import { getTranslations } from 'next-intl/server';
import { readSettingFile } from '../api/read-setting-file';
import '@/components/content/documents.css';
import type { SettingFileKey } from '@/lib/content-keys';
import { DocumentsModal } from './documents-modal';
import { WithMessages } from '@/components/i18n/with-messages';

/**
 * A page's document set (GET /setting-file/{key}) as a section: its title as a heading, how many files there are and the
 * button that opens the documents modal. Nothing when the set is missing or empty.
 */
export async function SettingDocuments({ fileKey, locale }: { fileKey: SettingFileKey; locale: string }) {
  const set = await readSettingFile(fileKey, locale);
  const items = set?.items.filter((item) => item.file?.url) ?? [];
  if (!set || !items.length) return null;
  const t = await getTranslations('blocks.documents');
  return (
    <section className="documents-section" aria-labelledby={`documents-${fileKey}`} data-testid={`documents-${fileKey}`}>
      <h2 id={`documents-${fileKey}`}>{set.title}</h2>
      <p>{t('count', { count: items.length })}</p>
      <WithMessages namespaces={['blocks', 'modal']}>
        <DocumentsModal label={t('open')} title={set.title} items={items} />
      </WithMessages>
    </section>
  );
}
