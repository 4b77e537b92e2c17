'use client';

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useEditDepth, useField, useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload';
import { useState } from 'react';
import { formatDecimal, parseDecimal } from '../fields/decimal';

/** How `value` is written for an editor in `language`: a decimal comma in Russian, a point otherwise. */
function written(value: unknown, language: string): string {
  if (typeof value !== 'number') return typeof value === 'string' ? value : '';
  return language === 'ru' ? formatDecimal(value) : String(value);
}

/**
 * A number field an editor types as text: «36,5» and «36.5» both mean 36.5 (the browser's own number input read
 * «36,5» as 365 in a Russian browser and marked «36.5» invalid). Text that is not a number stays in the field as
 * typed and is sent as it is: the server refuses it with the field's path before Payload would read it with
 * parseFloat («36,5,1» → 36; cms/hooks/typed-numbers.ts), and the form marks the field. Whole-number fields
 * (`admin.step` a whole number) get a numeric keypad, the others a decimal one.
 */
export const DecimalNumberField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation();
  const editDepth = useEditDepth();
  const { path, value, setValue, showError, valid, disabled } = useField<number | string | null>({ potentiallyStalePath: pathFromProps });
  const [text, setText] = useState(() => written(value, i18n.language));
  const [shown, setShown] = useState(value);

  // A value set from elsewhere (another content language loaded, a version restored) replaces the text, unless the
  // text already says that number (adjusted while rendering, as React advises for state derived from props).
  if (value !== shown) {
    setShown(value);
    if (value !== parseDecimal(text) && !(typeof value === 'string' && value === text)) setText(written(value, i18n.language));
  }

  const step = field.admin?.step;
  const whole = typeof step === 'number' && Number.isInteger(step);
  const id = `field-${path.replace(/\./g, '__')}${editDepth > 1 ? `-${editDepth}` : ''}`;
  const locked = Boolean(readOnly || disabled);
  // Payload shows a field's error only after a checked submit; a draft is saved unchecked, and when the server refuses
  // its text as no number the form forgets it was submitted. Text that is no number and that the form holds invalid
  // is marked all the same, so the editor sees which field the refusal is about.
  const marked = showError || (valid === false && text.trim() !== '' && parseDecimal(text) === undefined);

  return (
    <div className={[fieldBaseClass, 'number', 'decimal-number', field.admin?.className, marked && 'error', locked && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} localized={field.localized} path={path} required={field.required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={marked} />
        <input
          id={id}
          name={path}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-invalid={marked || undefined}
          disabled={locked}
          placeholder={typeof field.admin?.placeholder === 'string' ? field.admin.placeholder : undefined}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const parsed = parseDecimal(next);
            setValue(parsed === undefined ? next : parsed);
          }}
        />
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  );
};

/** A number in a list column, with a decimal comma in the Russian admin. */
export function DecimalNumberCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation();
  return <span>{written(cellData, i18n.language)}</span>;
}
