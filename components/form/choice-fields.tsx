'use client';

import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form.css';

type Common = { id: string; label: ReactNode; error?: string; hint?: ReactNode; errorPrefix: string };

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, error, errorPrefix }: { id: string; error?: string; errorPrefix: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      <span className="visually-hidden">{errorPrefix}</span> {error}
    </p>
  );
}

/** A labelled <select> (its first option is usually the empty "not chosen"). */
export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }>(
  function SelectField({ id, label, error, hint, errorPrefix, options, className, ...select }, ref) {
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <FieldError id={id} error={error} errorPrefix={errorPrefix} />
        <select
          ref={ref}
          id={id}
          className={className ? `field__input ${className}` : 'field__input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    );
  },
);

/**
 * A group of radio buttons or checkboxes in a fieldset with its legend: `id` is the first input's (the error
 * summary focuses it); spread react-hook-form's `register(name)` as `input`.
 */
export function ChoiceGroupField({
  id,
  label,
  error,
  hint,
  errorPrefix,
  type,
  options,
  input,
  disabled,
}: Common & {
  disabled?: boolean;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}) {
  return (
    <fieldset
      disabled={disabled}
      className={error ? 'field choice-group field--invalid' : 'field choice-group'}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="field__label">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} errorPrefix={errorPrefix} />
      <div className={type === 'radio' ? 'choice-group__options choice-group__options--inline' : 'choice-group__options'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="checkbox" key={option.value}>
              <input
                {...input}
                id={optionId}
                type={type}
                value={option.value}
                className="checkbox__input"
                aria-invalid={error ? true : undefined}
              />
              <label className="checkbox__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
