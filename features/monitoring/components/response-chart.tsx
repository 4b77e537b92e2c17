import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useId } from 'react';
import type { MonthFigures } from '@/lib/submissions/statistics';

/** The chart's four series, in the order of the bars in each month and of the legend. */
const SERIES = [
  { key: 'appealsReceived', kind: 'appeals', figure: 'received', color: '#0b4f8a', hatched: false },
  { key: 'appealsAnswered', kind: 'appeals', figure: 'answered', color: '#0b4f8a', hatched: true },
  { key: 'requestsReceived', kind: 'requests', figure: 'received', color: '#8c4a00', hatched: false },
  { key: 'requestsAnswered', kind: 'requests', figure: 'answered', color: '#8c4a00', hatched: true },
] as const;

type Series = (typeof SERIES)[number];

const WIDTH = 640;
const HEIGHT = 280;
const PLOT = { left: 40, right: 8, top: 20, bottom: 40 } as const;

/** A round top for the value axis and its step: 1, 2 or 5 times a power of ten, about four steps high. */
export function valueAxis(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  return { top: Math.ceil(max / step) * step, step };
}

const valueOf = (month: MonthFigures, series: Series) => month[series.kind][series.figure];

/** The stripes' angle per kind: the two kinds' answered bars differ without colour too (the visually-impaired mode has two colours only). */
const STRIPES = { appeals: 45, requests: -45 } as const;

/** A mark's classes: the visually-impaired mode draws the marks in its two colours (monitoring.css). */
const markClass = (series: Series) => `monitoring-chart__mark monitoring-chart__mark--${series.kind}${series.hatched ? ' monitoring-chart__mark--hatched' : ''}`;

/** The fill of a series: its colour, or its colour in diagonal stripes (answered), so the bars differ without colour too. */
const fillOf = (series: Series, patternId: string) => (series.hatched ? `url(#${patternId}-${series.kind})` : series.color);

function Patterns({ id }: { id: string }) {
  return (
    <defs>
      {SERIES.filter((series) => series.hatched).map((series) => (
        <pattern key={series.kind} id={`${id}-${series.kind}`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={`rotate(${STRIPES[series.kind]})`}>
          <rect className="monitoring-chart__stripe-ground" width="6" height="6" fill="#ffffff" />
          <rect className="monitoring-chart__stripe" width="3.5" height="6" fill={series.color} />
        </pattern>
      ))}
    </defs>
  );
}

/**
 * Received and answered appeals and projects month by month, as grouped bars with their values. The picture is one
 * image to assistive technology (its title and description say what it shows); the figures themselves are in the
 * months table beside it, which is the chart's text alternative.
 */
export function ResponseChart({ months }: { months: readonly MonthFigures[] }) {
  const t = useTranslations('monitoring');
  const format = useFormat();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const max = Math.max(0, ...months.flatMap((month) => SERIES.map((series) => valueOf(month, series))));
  const { top, step } = valueAxis(max);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const groupWidth = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(32, (groupWidth * 0.8) / SERIES.length);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);

  return (
    <figure className="monitoring-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="monitoring-chart__caption">
        {t('chartTitle')}
      </figcaption>
      {/* On a narrow screen the chart keeps a readable size and scrolls in its own box, which the keyboard reaches. */}
      <div className="monitoring-chart__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <svg
          className="monitoring-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-testid="monitoring-chart"
        >
          <title id={`${id}-title`}>{t('chartTitle')}</title>
          <desc id={`${id}-desc`}>{t('chartDescription')}</desc>
          <Patterns id={id} />
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#4a5260' : '#c9d0da'} strokeWidth="1" />
              <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#4a5260">
                {format.number(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const groupLeft = PLOT.left + index * groupWidth + (groupWidth - barWidth * SERIES.length) / 2;
            return (
              <g key={month.month} data-month={month.month}>
                {SERIES.map((series, position) => {
                  const value = valueOf(month, series);
                  const x = groupLeft + position * barWidth;
                  return (
                    <g key={series.key}>
                      <rect
                        className={markClass(series)}
                        x={x + 1}
                        y={y(value)}
                        width={barWidth - 2}
                        height={y(0) - y(value)}
                        fill={fillOf(series, id)}
                        stroke={series.color}
                        strokeWidth="1"
                        data-series={series.key}
                        data-value={value}
                      />
                      <text x={x + barWidth / 2} y={y(value) - 4} textAnchor="middle" fontSize="11" fill="#1b1f24">
                        {format.number(value)}
                      </text>
                    </g>
                  );
                })}
                <text x={PLOT.left + index * groupWidth + groupWidth / 2} y={HEIGHT - PLOT.bottom + 20} textAnchor="middle" fontSize="12" fill="#1b1f24">
                  {format.monthYear(`${month.month}-01`, 'short')}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="monitoring-chart__legend">
        {SERIES.map((series) => (
          <li key={series.key}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <rect className={markClass(series)} x="1" y="1" width="14" height="14" fill={fillOf(series, id)} stroke={series.color} />
            </svg>
            {t(`series.${series.key}`)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
