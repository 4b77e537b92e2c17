'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { matchMeasures } from '../match';
import { inputsFromQuery, inputsToQuery } from '../query';
import type { CalculatorTexts } from '../calculator-texts';
import type { CalculatorDictionaries } from '../types';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';
import './calculator.css';

/**
 * The benefits calculator: the inputs live in the URL (?size=&amount=&okved=&msp=&type=), read here on the client, so
 * the page itself stays cached and a result can be shared or reloaded. Render it inside <Suspense> with
 * <CalculatorShell> as the fallback.
 *
 * After a submit the results' heading takes the focus (the form is re-created for the new URL, so its button
 * would leave the focus on the body) and the result count is said in a status region that is always rendered, so
 * that screen readers announce its change. A submit the form refuses hides the earlier results until the next one.
 */
export function Calculator({ dictionaries, texts }: { dictionaries: CalculatorDictionaries; texts: CalculatorTexts }) {
  const query = useSearchParams().toString();
  const inputs = useMemo(() => inputsFromQuery(new URLSearchParams(query)), [query]);
  const matches = useMemo(() => matchMeasures(dictionaries, inputs), [dictionaries, inputs]);
  const heading = useRef<HTMLHeadingElement>(null);
  const [stale, setStale] = useState(false);
  const [announced, setAnnounced] = useState('');
  // The query a submit asked for, consumed once its results are rendered (a new URL renders them after the submit
  // returns); `submits` re-runs the effect when the inputs were submitted again unchanged. Back and Forward, which
  // submit nothing, move no focus.
  const pending = useRef<string | null>(null);
  const [submits, setSubmits] = useState(0);
  const shown = stale ? null : matches;
  useEffect(() => {
    if (pending.current !== query || !shown) return;
    pending.current = null;
    heading.current?.focus();
    setAnnounced(texts.results.title[shown.length] ?? '');
  }, [submits, query, shown, texts]);
  return (
    <div className="calc">
      <CalculatorForm
        key={query}
        dictionaries={dictionaries}
        texts={texts.form}
        initial={inputs}
        onSubmit={(next) => {
          const search = new URLSearchParams(inputsToQuery(next)).toString();
          // Next's router follows history.pushState: useSearchParams updates without a request to the server.
          if (search !== query) window.history.pushState(null, '', `?${search}`);
          setStale(false);
          setAnnounced('');
          pending.current = search;
          setSubmits((n) => n + 1);
        }}
        onInvalid={() => {
          setStale(true);
          setAnnounced('');
        }}
      />
      <p className="visually-hidden" role="status" data-testid="calculator-status">
        {announced}
      </p>
      {shown ? <CalculatorResults ref={heading} matches={shown} amount={inputs.amount} texts={texts} /> : null}
    </div>
  );
}

/** The server-rendered form before the URL is read (a plain GET form). */
export function CalculatorShell({ dictionaries, texts }: { dictionaries: CalculatorDictionaries; texts: CalculatorTexts }) {
  return (
    <div className="calc">
      <CalculatorForm dictionaries={dictionaries} texts={texts.form} initial={{}} />
    </div>
  );
}
