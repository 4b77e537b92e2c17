import { getTranslations } from 'next-intl/server';
import type { DocumentFilesTexts } from './document-files';

/** The texts of a file list (document-files.tsx) in the request's language. */
export async function documentFilesTexts(): Promise<DocumentFilesTexts> {
  const t = await getTranslations('blocks.documents');
  return { empty: t('empty'), untitled: t('untitled'), newTab: t('newTab') };
}
