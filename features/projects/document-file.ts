import { localeFormat } from '@/i18n/formats';
import type { DocumentFile } from './types';

/** A file's size in the locale's units: `12 KB`, `1.4 MB` (`12 КБ`, `1,4 МБ` in Russian); null when unknown. */
export function formatFileSize(bytes: number | null | undefined, locale: string): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte' as const] : [Math.max(bytes / 1024, 1), 'kilobyte' as const];
  return localeFormat(locale).unit(value, unit, value < 10 ? 1 : 0);
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
