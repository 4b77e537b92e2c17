'use client';

import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './form.css';

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  errorPrefix: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input with its error (above) and hint (below), like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { id, label, error, hint, errorPrefix, required, className, ...textarea },
  ref,
) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required" aria-hidden="true">*</span> : null}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{errorPrefix}</span> {error}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        className={className ? `field__input field__textarea ${className}` : 'field__input field__textarea'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
