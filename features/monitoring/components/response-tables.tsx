import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useId, type ReactNode } from 'react';
import { onTimeShare, type MonthFigures, type ResponseFigures } from '@/lib/submissions/statistics';
import { lastDayOf } from './dates';

const KINDS = ['appeals', 'requests'] as const;

/** A figure that does not exist yet (no answer in the period): a dash to the eye, words to a screen reader. */
function NoData() {
  const t = useTranslations('monitoring');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('noData')}</span>
    </>
  );
}

function FigureCells({ figures }: { figures: ResponseFigures }) {
  const format = useFormat();
  const days = (value: number | null) => (value === null ? <NoData /> : format.number(value, 1));
  const share = onTimeShare(figures);
  return (
    <>
      <td>{format.number(figures.received)}</td>
      <td>{format.number(figures.answered)}</td>
      <td>
        {format.number(figures.answeredOnTime)}
        {share === null ? null : ` (${format.percent(share)})`}
      </td>
      <td>{days(figures.medianDays)}</td>
      <td>{days(figures.p90Days)}</td>
    </>
  );
}

function FigureHeaders({ first }: { first: string[] }) {
  const t = useTranslations('monitoring.columns');
  return (
    <thead>
      <tr>
        {first.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
        <th scope="col">{t('received')}</th>
        <th scope="col">{t('answered')}</th>
        <th scope="col">{t('onTime')}</th>
        <th scope="col">{t('medianDays')}</th>
        <th scope="col">{t('p90Days')}</th>
      </tr>
    </thead>
  );
}

/**
 * A table that may be wider than a phone: it scrolls inside its own box, which the keyboard can reach and which is
 * named by the table's caption, so the page itself never scrolls sideways.
 */
function Scroller({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // A focusable region is how a keyboard user scrolls a wide table (axe: scrollable-region-focusable).
    <div className="monitoring-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </div>
  );
}

/** The period's figures: one row for appeals, one for projects. */
export function ResponseSummaryTable({ appeals, requests, caption }: { appeals: ResponseFigures; requests: ResponseFigures; caption: string }) {
  const t = useTranslations('monitoring');
  const captionId = useId();
  const figures = { appeals, requests };
  return (
    <Scroller captionId={captionId}>
      <table data-testid="monitoring-summary">
        <caption id={captionId}>{caption}</caption>
        <FigureHeaders first={[t('columns.kind')]} />
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`kinds.${kind}`)}</th>
              <FigureCells figures={figures[kind]} />
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/**
 * Month by month (the chart's text alternative): a row group per month, whose first and last months may be partial
 * (only the days inside the period count; the cell says which).
 */
export function ResponseMonthsTable({ months, caption }: { months: readonly MonthFigures[]; caption: string }) {
  const t = useTranslations('monitoring');
  const format = useFormat();
  const captionId = useId();
  return (
    <Scroller captionId={captionId}>
      <table data-testid="monitoring-months">
        <caption id={captionId}>{caption}</caption>
        <FigureHeaders first={[t('columns.month'), t('columns.kind')]} />
        {months.map((month) => {
          const whole = month.from === `${month.month}-01` && month.to === lastDayOf(month.month);
          return (
            <tbody key={month.month} data-month={month.month}>
              {KINDS.map((kind, index) => (
                <tr key={kind}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={KINDS.length}>
                      {format.monthYear(`${month.month}-01`)}
                      {whole ? null : (
                        <span className="monitoring-table__part">
                          {t('partialMonth', {
                            range: format.dayMonthRange(month.from, month.to),
                          })}
                        </span>
                      )}
                    </th>
                  ) : null}
                  <th scope="row">{t(`kinds.${kind}`)}</th>
                  <FigureCells figures={month[kind]} />
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </Scroller>
  );
}
