'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormat } from '@/i18n/use-format';
import { MAX_FILE_MB_DEFAULT, MAX_FILES } from '@/lib/submissions/types';
import './file-picker.css';
import { FileButton } from './file-button';

export type FilePickerProps = {
  /** The input's id: the label and the error summary point at it. */
  id: string;
  label: ReactNode;
  /** Allowed extensions without the dot (lib/submissions/types.ts: REQUEST_FILE_TYPES, PASSPORT_FILE_TYPES…). */
  accept: readonly string[];
  /** The chosen files (controlled). */
  files: File[];
  onChange: (files: File[]) => void;
  /** Files already stored with the record (a passport's): they count towards `max`. */
  existingCount?: number;
  max?: number;
  maxMb?: number;
  /** A message from the form (e.g. the server's 422 `files`), already localized. */
  error?: string;
  disabled?: boolean;
};

/** `jpg` and `jpeg` are one format: allowing either allows both spellings of the extension. */
function allowedExtensions(accept: readonly string[]): string[] {
  const set = new Set(accept.map((ext) => ext.toLowerCase()));
  if (set.has('jpg') || set.has('jpeg')) set.add('jpg').add('jpeg');
  return [...set];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The one file picker of every upload form (spec §5): several files of the form's types, at most 5 in all.
 * Choosing more than 5 at once is refused with the spec's alert; files beyond the total of 5 are not added
 * (and the picker says so); a file of another type, an empty one or one over the size limit is refused with
 * a message naming it. The chosen files are listed with a remove button each, and every change is announced.
 */
export function FilePicker({
  id,
  label,
  accept,
  files,
  onChange,
  existingCount = 0,
  max = MAX_FILES,
  maxMb = MAX_FILE_MB_DEFAULT,
  error,
  disabled,
}: FilePickerProps) {
  const t = useTranslations('filePicker');
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const extensions = allowedExtensions(accept);
  const types = accept.join(', ');
  const room = Math.max(0, max - existingCount - files.length);
  const format = useFormat();

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!chosen.length) return;
    if (chosen.length > max) {
      setProblems([]);
      window.alert(t('tooMany'));
      return;
    }
    const refused: string[] = [];
    const fit: File[] = [];
    for (const file of chosen) {
      if (!extensions.includes(extensionOf(file.name))) refused.push(t('wrongType', { name: file.name, types }));
      else if (file.size === 0) refused.push(t('emptyFile', { name: file.name }));
      else if (file.size > maxMb * 1024 * 1024) refused.push(t('tooBig', { name: file.name, mb: maxMb }));
      else if (!files.some((f) => f.name === file.name && f.size === file.size)) fit.push(file);
    }
    const added = fit.slice(0, room);
    const ignored = fit.length - added.length;
    if (ignored > 0) refused.push(t('ignored', { count: ignored, max }));
    setProblems(refused);
    const next = [...files, ...added];
    if (added.length) onChange(next);
    setStatus(
      added.length
        ? `${t('added', { names: added.map((f) => f.name).join(', ') })} ${t('count', { count: existingCount + next.length, max })}`
        : '',
    );
  };

  const remove = (index: number) => {
    const file = files[index];
    if (!file) return;
    const next = files.filter((_, i) => i !== index);
    onChange(next);
    setProblems([]);
    setStatus(`${t('removed', { name: file.name })} ${t('count', { count: existingCount + next.length, max })}`);
    input.current?.focus();
  };

  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const problemsId = `${id}-problems`;
  const invalid = Boolean(error || problems.length);
  return (
    <div className={invalid ? 'field file-picker field--invalid' : 'field file-picker'} data-testid={`file-picker-${id}`}>
      <label id={labelId} className="field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">{t('errorPrefix')}</span> {error}
        </p>
      ) : null}
      <div className="file-picker__row">
        <FileButton
          ref={input}
          id={id}
          labelId={labelId}
          buttonText={t('choose')}
          multiple
          accept={extensions.map((ext) => `.${ext}`).join(',')}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, error ? errorId : '', problems.length ? problemsId : ''].filter(Boolean).join(' ')}
          disabled={disabled}
          onChange={onSelect}
        />
        <p id={hintId} className="field__hint file-picker__hint">
          {t('hint', { max, types, mb: maxMb })}
        </p>
      </div>
      {problems.length ? (
        <ul id={problemsId} className="field__error file-picker__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul className="file-picker__list" aria-label={t('listLabel')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="file-picker__item">
              <span className="file-picker__name">{file.name}</span>
              <span className="file-picker__size">{format.fileSize(file.size)}</span>
              <button
                type="button"
                className="button button--link"
                onClick={() => remove(index)}
                aria-label={t('remove', { name: file.name })}
                disabled={disabled}
              >
                {t('removeShort')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status" data-testid={`file-picker-status-${id}`}>
        {status}
      </p>
    </div>
  );
}
