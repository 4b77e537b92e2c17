'use client';

import { useTranslations } from 'next-intl';
import { fileHref } from '@/components/files/file-links';
import { useFormat } from '@/i18n/use-format';
import type { FileRef } from '@/lib/submissions/types';

/** The passport's stored documents: each a download link, with a toggle to remove it on the next save. */
export function StoredFiles({ files, removed, onChange }: { files: FileRef[]; removed: number[]; onChange: (removed: number[]) => void }) {
  const t = useTranslations('passport.files');
  const format = useFormat();
  if (!files.length) return <p>{t('none')}</p>;
  return (
    <div className="stored-files">
      <h3 className="stored-files__title" id="passport-stored-files">
        {t('stored')}
      </h3>
      <ul className="file-picker__list" aria-labelledby="passport-stored-files" data-testid="stored-files">
        {files.map((file) => {
          const marked = removed.includes(file.id);
          return (
            <li key={file.id} className={marked ? 'file-picker__item stored-files__item--removed' : 'file-picker__item'}>
              <a className="file-picker__name" href={fileHref(file.url)} download={file.name}>
                {file.name}
              </a>
              <span className="file-picker__size">{format.fileSize(file.size)}</span>
              {marked ? <span className="stored-files__note">{t('willRemove')}</span> : null}
              <button
                type="button"
                className="button button--link"
                aria-label={marked ? t('keep', { name: file.name }) : t('remove', { name: file.name })}
                onClick={() => onChange(marked ? removed.filter((id) => id !== file.id) : [...removed, file.id])}
              >
                {marked ? t('keepShort') : t('removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
