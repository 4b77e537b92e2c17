import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

/*
 * The fields hold no state of their own, so a server component renders them as HTML (a plain GET form) and an island
 * with react-hook-form uses them as well; the error summary, which moves the focus, is the island among them.
 */
export { ErrorSummary, type SummaryItem, type SummaryState } from './error-summary';

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

/** A success message (e.g. "Changes applied"), announced politely. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
