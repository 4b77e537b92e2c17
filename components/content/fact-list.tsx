import type { ReactNode } from 'react';
import './fact-list-variants.css';

/**
 * `lang`: the value's own language when it is not the page's (`langOf(item, field)` of lib/api/untranslated.ts);
 * `labelLang` the same for a label that is content too (a measure's term).
 */
export type Fact = { label: string; value: ReactNode; lang?: string; labelLang?: string };

/** Label–value pairs of an item (investor, area, stage…) as a description list; empty values are left out. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  const shown = facts.filter(({ value }) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return null;
  return (
    <dl className={`fact-list${className ? ` ${className}` : ''}`}>
      {shown.map(({ label, value, lang, labelLang }) => (
        <div key={label} className="fact-list__row">
          <dt lang={labelLang}>{label}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
