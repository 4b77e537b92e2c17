import { getTranslations } from 'next-intl/server';
import { readSettingFile } from '../api/read-setting-file';
import '@/components/content/documents.css';
import type { SettingFileKey } from '@/lib/content-keys';
import { DocumentFiles } from '@/components/content/document-files';
import { documentFilesTexts } from '@/components/content/document-files-texts';
import { ModalButton } from '@/components/modal/modal-button';

/**
 * A page's document set (GET /setting-file/{key}) as a section: its title as a heading, how many files there are and the
 * button that opens the documents modal of §2, titled by the first document's title (the set's title when that has
 * none) and listing the files, rendered here on the server. Nothing when the set is missing or empty.
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
      <ModalButton label={t('open')} title={items[0]?.title ?? set.title} buttonClassName="button button--secondary" testId="documents-open" modalTestId="documents-modal">
        <DocumentFiles items={items} texts={await documentFilesTexts()} locale={locale} />
      </ModalButton>
    </section>
  );
}
