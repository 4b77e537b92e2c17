import { localeFormat } from '@/i18n/formats';
import type { DocumentFile } from './types';

/** A file's size in the locale's units: `12 kB`, `1.4 MB` (`12 КБ`, `1,4 МБ` in Russian); null when unknown. */
export function formatFileSize(bytes: number | null | undefined, locale: string): string | null {
  return localeFormat(locale).fileSize(bytes);
}

/** The file's format as people name it (`PDF`, `DOCX`), from its name. */
export function fileFormat(file: Pick<DocumentFile, 'filename' | 'url'>): string | null {
  const name = file.filename ?? file.url ?? '';
  const match = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(name);
  return match ? match[1]!.toUpperCase() : null;
}

/** `PDF, 12 KB`: what a visitor wants to know before downloading. */
export function describeFile(file: DocumentFile, locale: string): string {
  return [fileFormat(file), formatFileSize(file.filesize, locale)].filter(Boolean).join(', ');
}
