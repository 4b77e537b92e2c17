'use client';

import { useLocale, useTranslations } from 'next-intl';
import { API_BASE_META } from '@/lib/api/config';
import type { FileRef } from '@/lib/submissions/types';
import './file-links.css';

/** `/api/v1/file/{id}` on the provider's host (API_BASE_URL may point elsewhere than this site). */
export function fileHref(url: string): string {
  if (typeof document === 'undefined') return url;
  const base = document.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content;
  if (!base || !/^https?:\/\//.test(base)) return url;
  return new URL(url, base).href;
}

export function useFileSize(): (bytes: number) => string {
  const locale = useLocale();
  const mb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const kb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (bytes) => (bytes >= 1024 * 1024 ? mb.format(bytes / 1024 / 1024) : kb.format(Math.max(1, bytes / 1024)));
}

/** Stored attachments as download links (owner and staff only: the session goes along), with their sizes. */
export function FileLinks({ files, label }: { files: FileRef[]; label: string }) {
  const t = useTranslations('filePicker');
  const size = useFileSize();
  if (!files.length) return null;
  return (
    <ul className="file-links" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={fileHref(file.url)} download={file.name}>
            {file.name}
            <span className="visually-hidden"> ({t('download')})</span>
          </a>{' '}
          <span className="file-links__size">{size(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
