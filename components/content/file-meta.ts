import { langOf, type MaybeUntranslated } from '@/lib/api/untranslated';

/** What the documents modal says about a file: its type as the reader knows it (PDF, DOCX…) and its size. */

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

export type FileSize = { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' };

/** Bytes in the largest unit that keeps the number ≥ 1 (KB and MB of 1024), one decimal above 1 KB; null when unknown. */
export function fileSize(bytes: number | null | undefined): FileSize | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 * 1024) return { value: Math.round((bytes / 1024) * 10) / 10, unit: 'kilobyte' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'megabyte' };
}

/**
 * A document link's `hreflang`: the page's language when the file is written in it, Russian when the link fell back
 * to the Russian file (a file per language: the file's title then came in Russian, lib/server/content/dto.ts).
 */
export function fileLang(file: MaybeUntranslated, locale: string): string {
  return langOf(file, 'title').lang ?? locale;
}
