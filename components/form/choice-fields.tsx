import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/**
 * Select, textarea and yes/no radio fields with the same label / error / hint layout as TextField (fields.tsx):
 * the error above the control (prefixed with a visually hidden "Error:"), the hint below, aria-describedby to both.
 */
type Common = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  errorPrefix: string;
};

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

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  );
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {required ? <span className="field__required" aria-hidden="true">*</span> : null}
    </label>
  );
}

type Option = { value: string; label: ReactNode };

/**
 * A labelled <select>: its options as `options` (value/label pairs) or as <option> children; react-hook-form's
 * register() result as props.
 */
export const SelectField = forwardRef<HTMLSelectElement, Common & SelectHTMLAttributes<HTMLSelectElement> & { options?: readonly Option[] }>(function SelectField(
  { id, label, error, hint, errorPrefix, required, className, children, options, ...select },
  ref,
) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label id={id} label={label} required={required} />
      <FieldError id={id} error={error} errorPrefix={errorPrefix} />
      <select
        ref={ref}
        id={id}
        className={className ? `field__input field__select ${className}` : 'field__input field__select'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          : children}
      </select>
      <FieldHint id={id} hint={hint} />
    </div>
  );
});

/** A labelled multi-line text field. */
export const TextareaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextareaField(
  { id, label, error, hint, errorPrefix, required, className, rows = 4, ...textarea },
  ref,
) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label id={id} label={label} required={required} />
      <FieldError id={id} error={error} errorPrefix={errorPrefix} />
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={className ? `field__input field__textarea ${className}` : 'field__input field__textarea'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
});

type ChoiceProps = Common & {
  type: 'radio' | 'checkbox';
  options: readonly Option[];
  disabled?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/**
 * A group of radio buttons or checkboxes in a <fieldset> whose <legend> is the question. `id` is the first option's
 * id (the error summary links to it); `options` are value/label pairs; the rest (register() result) goes on every input.
 */
export const ChoiceGroupField = forwardRef<HTMLInputElement, ChoiceProps>(function ChoiceGroupField(
  { id, label, error, hint, errorPrefix, required, options, type, disabled, ...input },
  ref,
) {
  return (
    <fieldset
      disabled={disabled}
      className={error ? 'field field--invalid fieldset' : 'field fieldset'}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="field__label">
        {label}
        {required ? <span className="field__required" aria-hidden="true">*</span> : null}
      </legend>
      <FieldError id={id} error={error} errorPrefix={errorPrefix} />
      <div className={type === 'radio' ? 'radios' : 'choice-group__options'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value || index}`;
          return (
            <div className="checkbox" key={option.value}>
              <input
                ref={ref}
                id={optionId}
                type={type}
                className="checkbox__input"
                value={option.value}
                aria-invalid={error ? true : undefined}
                {...input}
              />
              <label className="checkbox__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldHint id={id} hint={hint} />
    </fieldset>
  );
});

/** Radio buttons (a yes/no question…): ChoiceGroupField of type radio. */
export const RadioGroupField = forwardRef<HTMLInputElement, Omit<ChoiceProps, 'type'>>(function RadioGroupField(props, ref) {
  return <ChoiceGroupField ref={ref} type="radio" {...props} />;
});
