'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { sizeForAmount } from '../match';
import { parseAmount } from '../query';
import type { CalculatorTexts } from '../calculator-texts';
import type { CalculatorDictionaries, CalculatorInputs } from '../types';
import { OkvedCombobox } from './okved-combobox';
import { langOf } from '@/lib/api/untranslated';

type Draft = { size: string; amount: string; okved: string | undefined; msp: string; supportType: string };
type Errors = Partial<Record<'form' | 'amount' | 'okved', string>>;

/** The form's fields from the inputs; an amount shows its bracket (a link may carry only the amount). */
const draftOf = (inputs: CalculatorInputs, sizes: CalculatorDictionaries['sizes']): Draft => ({
  size: (inputs.amount !== undefined ? sizeForAmount(sizes, inputs.amount)?.id : inputs.size)?.toString() ?? '',
  amount: inputs.amount?.toString() ?? '',
  okved: inputs.okved,
  msp: inputs.msp?.toString() ?? '',
  supportType: inputs.supportType?.toString() ?? '',
});

const num = (value: string) => (value ? Number(value) : undefined);

/**
 * The calculator's inputs. A plain GET form (it works before the script loads); with `onSubmit` the page keeps the
 * inputs in its URL without a reload. Typing an amount picks its investment bracket; choosing another bracket
 * clears an amount outside it, so the two never disagree.
 */
export function CalculatorForm({
  dictionaries,
  texts,
  initial,
  onSubmit,
  onInvalid,
}: {
  dictionaries: CalculatorDictionaries;
  texts: CalculatorTexts['form'];
  initial: CalculatorInputs;
  onSubmit?: (inputs: CalculatorInputs) => void;
  /** A submit refused with errors: the page drops the results of the earlier inputs. */
  onInvalid?: () => void;
}) {
  const base = useId();
  const ids = { size: `${base}-size`, amount: `${base}-amount`, okved: `${base}-okved`, supportType: `${base}-type` };
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, dictionaries.sizes));
  const [okvedTyped, setOkvedTyped] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const summary = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function changeAmount(amount: string) {
    const value = parseAmount(amount);
    const bracket = value === undefined ? undefined : sizeForAmount(dictionaries.sizes, value);
    set({ amount, ...(bracket ? { size: String(bracket.id) } : {}) });
  }

  function changeSize(size: string) {
    const value = parseAmount(draft.amount);
    const bracket = value === undefined ? undefined : sizeForAmount(dictionaries.sizes, value);
    set({ size, ...(bracket && String(bracket.id) !== size ? { amount: '' } : {}) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!onSubmit) return;
    event.preventDefault();
    const amount = parseAmount(draft.amount);
    const inputs: CalculatorInputs = { size: num(draft.size), amount, okved: draft.okved, msp: num(draft.msp), supportType: num(draft.supportType) };
    const next: Errors = {};
    if (draft.amount.trim() && amount === undefined) next.amount = texts.errors.amount;
    if (okvedTyped && !draft.okved) next.okved = texts.errors.okved;
    if (!next.amount && !next.okved && Object.values(inputs).every((v) => v === undefined)) next.form = texts.errors.nothing;
    setErrors(next);
    if (Object.keys(next).length) {
      onInvalid?.();
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    onSubmit(Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined)) as CalculatorInputs);
  }

  const errorList = (['form', 'amount', 'okved'] as const).filter((key) => errors[key]);
  return (
    <form className="calc-form form" method="get" noValidate onSubmit={submit} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="calc-form__title">{texts.title}</h2>
      {errorList.length ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary}>
          <h3 className="error-summary__title">{texts.errorsTitle}</h3>
          <ul className="error-summary__list">
            {errorList.map((key) => (
              <li key={key}>{key === 'form' ? errors.form : <a href={`#${ids[key]}`}>{errors[key]}</a>}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="calc-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={ids.size}>{texts.size}</label>
          <select id={ids.size} name="size" className="field__input field__select" value={draft.size} onChange={(e) => changeSize(e.target.value)}>
            <option value="">{texts.any}</option>
            {dictionaries.sizes.map((s) => (
              <option key={s.id} value={s.id} {...langOf(s, 'name')}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className={errors.amount ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={ids.amount}>{texts.amount}</label>
          <p className="field__hint" id={`${ids.amount}-hint`}>{texts.amountHint}</p>
          {errors.amount ? <p className="field__error" id={`${ids.amount}-error`}>{errors.amount}</p> : null}
          <input
            id={ids.amount}
            name="amount"
            className="field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={`${ids.amount}-hint${errors.amount ? ` ${ids.amount}-error` : ''}`}
            onChange={(e) => changeAmount(e.target.value)}
          />
        </div>
        <div className={`field calc-form__wide${errors.okved ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.okved}>{texts.okved}</label>
          <p className="field__hint" id={`${ids.okved}-hint`}>{texts.okvedHint}</p>
          {errors.okved ? <p className="field__error" id={`${ids.okved}-error`}>{errors.okved}</p> : null}
          <OkvedCombobox
            id={ids.okved}
            options={dictionaries.okved}
            value={draft.okved}
            onChange={(okved) => {
              set({ okved });
              setOkvedTyped(okved === undefined);
            }}
            describedBy={`${ids.okved}-hint${errors.okved ? ` ${ids.okved}-error` : ''}`}
            invalid={Boolean(errors.okved)}
            noneText={texts.okvedNone}
            countText={(count) => texts.okvedCount[count] ?? ''}
          />
        </div>
        <fieldset className="fieldset field">
          <legend className="field__label">{texts.msp}</legend>
          <div className="radios">
            {[{ id: '', name: texts.mspAny }, ...dictionaries.msp.map((m) => ({ id: String(m.id), name: m.name, ...langOf(m, 'name') }))].map((option) => (
              <label key={option.id || 'any'} className="checkbox">
                <input className="checkbox__input" type="radio" name="msp" value={option.id} checked={draft.msp === option.id} onChange={() => set({ msp: option.id })} />
                <span className="checkbox__label" lang={'lang' in option ? option.lang : undefined}>
                  {option.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={ids.supportType}>{texts.supportType}</label>
          <select id={ids.supportType} name="type" className="field__input field__select" value={draft.supportType} onChange={(e) => set({ supportType: e.target.value })}>
            <option value="">{texts.any}</option>
            {dictionaries.supportTypes.map((s) => (
              <option key={s.id} value={s.id} {...langOf(s, 'name')}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form__actions">
        <button type="submit" className="button">{texts.submit}</button>
      </div>
    </form>
  );
}
