import { langOf, type MaybeUntranslated } from '@/lib/api/untranslated';

/** What the documents modal says about a file: its type as the reader knows it (PDF, DOCX…) and its language (its size is written by the locale's formats, i18n/formats.ts). */

const TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
};

/** The file's type: from its MIME type, else its extension, in capitals; null when neither tells. */
export function fileType(mimeType: string | null | undefined, filename: string | null | undefined): string | null {
  const known = mimeType ? TYPES[mimeType.toLowerCase()] : undefined;
  if (known) return known;
  const extension = filename?.match(/\.([a-z0-9]{1,5})$/i)?.[1];
  return extension ? extension.toUpperCase() : null;
}

/**
 * A document link's `hreflang`: the page's language when the file is written in it, Russian when the link fell back
 * to the Russian file (a file per language: the file's title then came in Russian, lib/server/content/dto.ts).
 */
export function fileLang(file: MaybeUntranslated, locale: string): string {
  return langOf(file, 'title').lang ?? locale;
}
