'use client';

import { useEffect, useId, useRef } from 'react';

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
