'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { forwardRef } from 'react';
import { Link } from '@/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import type { MeasureMatch, Reason } from '../match';

function ReasonText({ reason, amount }: { reason: Reason; amount: number | undefined }) {
  const t = useTranslations('calculator.reasons');
  const format = useFormat();
  if (reason.any) return <>{t(`${reason.criterion}.any`)}</>;
  if (reason.criterion === 'msp') return <>{t(reason.sme ? 'msp.sme' : 'msp.notSme')}</>;
  if (reason.criterion === 'investment' && amount !== undefined) {
    return <>{t('investment.amount', { amount: format.number(amount), value: reason.value })}</>;
  }
  return <>{t(`${reason.criterion}.listed`, { value: reason.value })}</>;
}

function MeasureLink({ href, name }: { href: string; name: string }) {
  const t = useTranslations('calculator.results');
  const label = (
    <>
      {t('more')}
      <span className="visually-hidden">: {name}</span>
    </>
  );
  return href.startsWith('/') ? (
    <Link className="calc-measure__link" href={href}>{label}</Link>
  ) : (
    <a className="calc-measure__link" href={href} target="_blank" rel="noopener noreferrer">{label}</a>
  );
}

/** The measures that fit, each with its benefit, the reasons it fits (one per input given) and a link to the measure. */
export const CalculatorResults = forwardRef<HTMLHeadingElement, { matches: MeasureMatch[]; amount: number | undefined }>(
  function CalculatorResults({ matches, amount }, heading) {
    const t = useTranslations('calculator.results');
    return (
      <section className="calc-results" aria-labelledby="calc-results-title" data-testid="calculator-results">
        <h2 id="calc-results-title" className="calc-results__title" tabIndex={-1} ref={heading}>
          {t('title', { count: matches.length })}
        </h2>
        {matches.length === 0 ? (
          <p>
            {t('none')} <Link href={ROUTES.directLine.path}>{t('directLine')}</Link>.
          </p>
        ) : (
          <>
            <p className="calc-results__share">{t('share')}</p>
            <ol className="calc-results__list">
              {matches.map(({ measure, reasons }) => (
                <li key={measure.id} className="calc-measure">
                  <h3 className="calc-measure__title">{measure.name}</h3>
                  {measure.description ? <p className="calc-measure__text">{measure.description}</p> : null}
                  {measure.benefit ? (
                    <p className="calc-measure__benefit">
                      <span className="calc-measure__label">{t('benefit')}:</span> {measure.benefit}
                    </p>
                  ) : null}
                  <p className="calc-measure__label">{t('why')}</p>
                  <ul className="calc-measure__reasons">
                    {reasons.map((reason) => (
                      <li key={reason.criterion} data-criterion={reason.criterion}>
                        <ReasonText reason={reason} amount={amount} />
                      </li>
                    ))}
                  </ul>
                  {measure.link ? <MeasureLink href={measure.link} name={measure.name} /> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    );
  },
);
