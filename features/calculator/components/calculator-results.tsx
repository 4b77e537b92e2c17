'use client';

import Link from 'next/link';
import { forwardRef } from 'react';
import { localeFormat } from '@/i18n/formats';
import { localePath } from '@/i18n/locale-path';
import type { CalculatorTexts } from '../calculator-texts';
import type { MeasureMatch, Reason } from '../match';

/** Why a measure fits one input: a template of the server's with the chosen value (and the amount) filled in. */
export function reasonText(reason: Reason, amount: number | undefined, { reasons, locale }: Pick<CalculatorTexts, 'reasons' | 'locale'>): string {
  if (reason.any) return reasons[reason.criterion].any;
  if (reason.criterion === 'msp') return reason.sme ? reasons.msp.sme : reasons.msp.notSme;
  if (reason.criterion === 'investment' && amount !== undefined) {
    return reasons.investment.amount.replace('{amount}', localeFormat(locale).number(amount)).replace('{value}', reason.value);
  }
  return reasons[reason.criterion].listed.replace('{value}', reason.value);
}

function MeasureLink({ href, name, texts }: { href: string; name: string; texts: CalculatorTexts }) {
  const label = (
    <>
      {texts.results.more}
      <span className="visually-hidden">: {name}</span>
    </>
  );
  return href.startsWith('/') ? (
    <Link className="calc-measure__link" href={localePath(href, texts.locale)}>{label}</Link>
  ) : (
    <a className="calc-measure__link" href={href} target="_blank" rel="noopener noreferrer">{label}</a>
  );
}

/** The measures that fit, each with its benefit, the reasons it fits (one per input given) and a link to the measure. */
export const CalculatorResults = forwardRef<HTMLHeadingElement, { matches: MeasureMatch[]; amount: number | undefined; texts: CalculatorTexts }>(
  function CalculatorResults({ matches, amount, texts }, heading) {
    const t = texts.results;
    return (
      <section className="calc-results" aria-labelledby="calc-results-title" data-testid="calculator-results">
        <h2 id="calc-results-title" className="calc-results__title" tabIndex={-1} ref={heading}>
          {t.title[matches.length]}
        </h2>
        {matches.length === 0 ? (
          <p>
            {t.none} <Link href={t.directLineHref}>{t.directLine}</Link>.
          </p>
        ) : (
          <>
            <p className="calc-results__share">{t.share}</p>
            <ol className="calc-results__list">
              {matches.map(({ measure, reasons }) => (
                <li key={measure.id} className="calc-measure">
                  <h3 className="calc-measure__title">{measure.name}</h3>
                  {measure.description ? <p className="calc-measure__text">{measure.description}</p> : null}
                  {measure.benefit ? (
                    <p className="calc-measure__benefit">
                      <span className="calc-measure__label">{t.benefit}:</span> {measure.benefit}
                    </p>
                  ) : null}
                  <p className="calc-measure__label">{t.why}</p>
                  <ul className="calc-measure__reasons">
                    {reasons.map((reason) => (
                      <li key={reason.criterion} data-criterion={reason.criterion}>
                        {reasonText(reason, amount, texts)}
                      </li>
                    ))}
                  </ul>
                  {measure.link ? <MeasureLink href={measure.link} name={measure.name} texts={texts} /> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    );
  },
);
