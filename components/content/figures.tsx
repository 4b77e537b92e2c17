import { langOf } from '@/lib/api/untranslated';

/** A figure with its unit and what it counts ("32,9 Гкал/ч of heat capacity"). */
export type Figure = { value: string; unit: string | null; label: string | null };

/** A row of figures (statistics, a page's facts), labelled for assistive technology. */
export function Figures({ items, label, className, testId }: { items: Figure[]; label: string; className?: string; testId?: string }) {
  if (!items.length) return null;
  return (
    <ul className={`statistics${className ? ` ${className}` : ''}`} aria-label={label} data-testid={testId}>
      {items.map((item, index) => (
        <li key={`${item.value}-${index}`} className="statistics__item">
          <span className="statistics__value">
            {item.value}
            {item.unit ? (
              <span className="statistics__unit" {...langOf(item, 'unit')}>
                {' '}
                {item.unit}
              </span>
            ) : null}
          </span>
          {item.label ? (
            <span className="statistics__label" {...langOf(item, 'label')}>
              {item.label}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
