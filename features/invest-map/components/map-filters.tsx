'use client';

import Link from 'next/link';
import { useId } from 'react';
import { AREA_RANGE_KEYS, hasFilters, matchingHref, type AreaRange, type MapFilters } from '../filters';
import type { InvestMapTexts } from '../map-texts';
import type { Option, UtilityOption } from '../types';

type Props = { filters: MapFilters; categories: Option[]; utilities: UtilityOption[]; texts: InvestMapTexts; onChange: (next: MapFilters) => void };

const toggle = <T extends string>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

type CheckboxesProps<T extends string> = {
  legend: string;
  hint?: string;
  options: Array<{ value: T; label: string }>;
  chosen: T[];
  onToggle: (value: T, on: boolean) => void;
};

function Checkboxes<T extends string>({ legend, hint, options, chosen, onToggle }: CheckboxesProps<T>) {
  const hintId = useId();
  return (
    <fieldset className="fieldset invest-map-filters__group" aria-describedby={hint ? hintId : undefined}>
      <legend className="field__label">{legend}</legend>
      {hint ? <p className="field__hint" id={hintId}>{hint}</p> : null}
      <div className="invest-map-filters__options">
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input className="checkbox__input" type="checkbox" checked={chosen.includes(option.value)} onChange={(e) => onToggle(option.value, e.target.checked)} />
            <span className="checkbox__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The map's filters: type (any ticked), site area (a range) and utilities (all ticked). They apply at once. */
export function MapFiltersForm({ filters, categories, utilities, texts, onChange }: Props) {
  const t = texts.filters;
  const areaId = useId();
  return (
    <form className="invest-map-filters" role="search" aria-label={t.title} onSubmit={(e) => e.preventDefault()}>
      <Checkboxes legend={t.type} options={categories} chosen={filters.types} onToggle={(v, on) => onChange({ ...filters, types: toggle(filters.types, v, on) })} />
      <div className="field invest-map-filters__group">
        <label className="field__label" htmlFor={areaId}>{t.area}</label>
        <select
          id={areaId}
          className="field__input field__select"
          value={filters.area ?? ''}
          onChange={(e) => onChange({ ...filters, area: (e.target.value || null) as AreaRange | null })}
        >
          <option value="">{t.areaAny}</option>
          {AREA_RANGE_KEYS.map((key) => <option key={key} value={key}>{t.areas[key]}</option>)}
        </select>
      </div>
      <Checkboxes
        legend={t.utilities}
        hint={t.utilitiesHint}
        options={utilities}
        chosen={filters.utilities}
        onToggle={(v, on) => onChange({ ...filters, utilities: toggle(filters.utilities, v, on) })}
      />
      <div className="invest-map-filters__footer">
        <p className="field__hint">{t.note}</p>
        <Link href={matchingHref(filters, texts.matchingPath)} className="invest-map-filters__matching">{t.matching}</Link>
        <button type="button" className="button button--secondary" disabled={!hasFilters(filters)} onClick={() => onChange({ types: [], area: null, utilities: [] })}>
          {t.reset}
        </button>
      </div>
    </form>
  );
}
