'use client';

import { forwardRef, useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

type Common = {
  /** The input's id: the error summary links to it. */
  id: string;
  label: ReactNode;
  /** The message to show (already localized); the field gets aria-invalid and a red border. */
  error?: string;
  hint?: ReactNode;
  /** Read out before the message, e.g. "Ошибка:" (GOV.UK pattern). */
  errorPrefix: string;
};

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its error message (above) and hint (below). Pass react-hook-form's register() result as props. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { id, label, error, hint, errorPrefix, required, className, ...input },
  ref,
) {
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
      <input
        ref={ref}
        id={id}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      {/* Below the input, so that in a row of fields the inputs line up whether or not a field has a hint. */}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** A checkbox with its label (which may hold links) and error message. */
export const CheckboxField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(function CheckboxField(
  { id, label, error, hint, errorPrefix, required, ...input },
  ref,
) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{errorPrefix}</span> {error}
        </p>
      ) : null}
      <div className="checkbox">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

export type SummaryItem = { fieldId?: string; message: string };

/** What `<ErrorSummary>` needs besides its title: the errors, and how many times the form was submitted. */
export type SummaryState = { items: SummaryItem[]; submitCount: number };

/**
 * The list of a form's errors after a submit (GOV.UK's error-summary pattern): at the top of the form, role="alert"
 * so it is announced, each item a link that moves focus to its field. After each submit that leaves errors —
 * the schema's at once, the server's when its answer arrives — focus moves to the summary itself, so a keyboard or
 * screen-reader user starts from the list rather than from wherever the submit button left them.
 * Forms pass `shouldFocusError: false` to react-hook-form so that it does not move focus to a field first.
 */
export function ErrorSummary({ title, items, submitCount }: { title: string } & SummaryState) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const focusedFor = useRef(0);
  const count = items.length;
  useEffect(() => {
    if (!count || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    ref.current?.focus();
  }, [count, submitCount]);

  if (!count) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId} data-testid="error-summary">
      <h3 className="error-summary__title" id={titleId}>
        {title}
      </h3>
      <ul className="error-summary__list">
        {items.map((item, index) => (
          <li key={`${item.fieldId ?? 'form'}-${index}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.fieldId!)?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A success message (e.g. "Changes applied"), announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
