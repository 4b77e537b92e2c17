'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
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

/** Stored attachments as download links (owner and staff only: the session goes along), with their sizes. */
export function FileLinks({ files, label }: { files: FileRef[]; label: string }) {
  const t = useTranslations('filePicker');
  const format = useFormat();
  if (!files.length) return null;
  return (
    <ul className="file-links" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={fileHref(file.url)} download={file.name}>
            {file.name}
            <span className="visually-hidden"> ({t('download')})</span>
          </a>{' '}
          <span className="file-links__size">{format.fileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
