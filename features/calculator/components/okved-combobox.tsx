'use client';

import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Okved } from '../types';
import { langOf } from '@/lib/api/untranslated';

/** Every word typed is part of the name, or the start of the code when it is a number: "25", "wood", "пищев 10". */
export function filterOkved(options: Okved[], query: string): Okved[] {
  const words = query.toLocaleLowerCase().split(/[\s,]+/).filter(Boolean);
  if (!words.length) return options;
  return options.filter((o) => {
    const name = o.name.toLocaleLowerCase();
    return words.every((w) => (/^[\d.]+$/.test(w) ? o.code.startsWith(w) : name.includes(w)));
  });
}

export const okvedText = (o: Okved) => `${o.code} ${o.name}`;

type Props = {
  id: string;
  options: Okved[];
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
  noneText: string;
  countText: (count: number) => string;
};

/**
 * The activity classifier as an ARIA 1.2 combobox (a text box with a list box): search by code or by words, arrows to
 * move, Enter to choose, Escape to close. The chosen code goes to the form as `okved`.
 */
export function OkvedCombobox({ id, options, value, onChange, describedBy, invalid, noneText, countText }: Props) {
  const listId = useId();
  const selected = options.find((o) => o.code === value);
  const [text, setText] = useState(selected ? okvedText(selected) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => (selected && text === okvedText(selected) ? options : filterOkved(options, text)), [options, selected, text]);

  function choose(option: Okved) {
    onChange(option.code);
    setText(okvedText(option));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length) % shown.length : -1));
    } else if (event.key === 'Enter' && open && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
        onChange(undefined);
      }
    }
  }

  function onBlur() {
    setOpen(false);
    setActive(-1);
    // A code typed in full ("25") or a search that leaves one activity is a choice.
    const exact = options.find((o) => o.code === text.trim()) ?? (!selected && text.trim() && shown.length === 1 ? shown[0] : undefined);
    if (exact) choose(exact);
  }

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="okved-combobox">
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value !== undefined) onChange(undefined);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <input type="hidden" name="okved" value={value ?? ''} />
      <ul id={listId} role="listbox" className="okved-combobox__list" hidden={!open || shown.length === 0}>
        {shown.map((option, i) => (
          <li
            key={option.id}
            id={optionId(i)}
            role="option"
            aria-selected={option.code === value}
            className={i === active ? 'okved-combobox__option okved-combobox__option--active' : 'okved-combobox__option'}
            {...langOf(option, 'name')}
            // mousedown, not click: the text box keeps the focus and its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span className="okved-combobox__code">{option.code}</span> {option.name}
          </li>
        ))}
      </ul>
      {open && shown.length === 0 ? <p className="okved-combobox__none">{noneText}</p> : null}
      <p className="visually-hidden" aria-live="polite">{open ? countText(shown.length) : ''}</p>
    </div>
  );
}
