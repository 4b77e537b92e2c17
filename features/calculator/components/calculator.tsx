'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo, useRef } from 'react';
import { matchMeasures } from '../match';
import { inputsFromQuery, inputsToQuery } from '../query';
import type { CalculatorDictionaries } from '../types';
import { CalculatorForm } from './calculator-form';
import { CalculatorResults } from './calculator-results';
import './calculator.css';

/**
 * The benefits calculator: the inputs live in the URL (?size=&amount=&okved=&msp=&type=), read here on the client, so
 * the page itself stays cached and a result can be shared or reloaded. Render it inside <Suspense> with
 * <CalculatorShell> as the fallback.
 */
export function Calculator({ dictionaries }: { dictionaries: CalculatorDictionaries }) {
  const query = useSearchParams().toString();
  const inputs = useMemo(() => inputsFromQuery(new URLSearchParams(query)), [query]);
  const matches = useMemo(() => matchMeasures(dictionaries, inputs), [dictionaries, inputs]);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="calc">
      <CalculatorForm
        key={query}
        dictionaries={dictionaries}
        initial={inputs}
        onSubmit={(next) => {
          // Next's router follows history.pushState: useSearchParams updates without a request to the server.
          window.history.pushState(null, '', `?${inputsToQuery(next)}`);
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
      {matches ? <CalculatorResults ref={heading} matches={matches} amount={inputs.amount} /> : null}
    </div>
  );
}

/** The server-rendered form before the URL is read (a plain GET form). */
export function CalculatorShell({ dictionaries }: { dictionaries: CalculatorDictionaries }) {
  return (
    <div className="calc">
      <CalculatorForm dictionaries={dictionaries} initial={{}} />
    </div>
  );
}
