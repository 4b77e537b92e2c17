import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MonthFigures, ResponseFigures } from '@/lib/submissions/statistics';
import { axeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render-feature';
import { ResponseChart, valueAxis } from './response-chart';
import { ResponseMonthsTable, ResponseSummaryTable } from './response-tables';

const figures = (received: number, answered: number, answeredOnTime: number, medianDays: number | null, p90Days: number | null): ResponseFigures => ({
  received,
  answered,
  answeredOnTime,
  medianDays,
  p90Days,
});
const NONE = figures(0, 0, 0, null, null);

const months: MonthFigures[] = [
  { month: '2026-08', from: '2026-08-30', to: '2026-08-31', appeals: NONE, requests: NONE },
  { month: '2026-09', from: '2026-09-01', to: '2026-09-30', appeals: figures(1200, 8, 6, 2.5, 9), requests: figures(3, 1, 1, 4, 4) },
  { month: '2026-10', from: '2026-10-01', to: '2026-10-27', appeals: figures(4, 2, 1, 3, 12), requests: figures(0, 0, 0, null, null) },
];

function renderAll(locale: 'en' | 'ru') {
  return renderWithProviders(
    <main>
      <ResponseSummaryTable appeals={figures(1204, 10, 7, 2.5, 12)} requests={figures(3, 1, 1, 4, 4)} caption="Summary" />
      <ResponseChart months={months} />
      <ResponseMonthsTable months={months} caption="Months" />
    </main>,
    { locale },
  );
}

describe('monitoring figures', () => {
  it('has no axe violations', async () => {
    const { container } = renderAll('en');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the period in a table with a caption, column and row headers, the share answered on time', () => {
    renderAll('en');
    const summary = screen.getByRole('table', { name: 'Summary' });
    expect(within(summary).getByRole('columnheader', { name: 'Answered on time (share of those answered)' })).toBeInTheDocument();
    const appeals = within(summary).getByRole('row', { name: /^Appeals/ });
    expect(within(appeals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,204', '10', '7 (70%)', '2.5', '12']);
    // The region that scrolls a wide table is reachable by keyboard and named by the table's caption.
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('tabindex', '0');
  });

  it('groups the months table by month, says which days of a partial month count, and names a missing figure', () => {
    renderAll('en');
    const table = screen.getByRole('table', { name: 'Months' });
    const august = within(table).getByRole('rowheader', { name: /August 2026/ });
    expect(august).toHaveAttribute('rowspan', '2');
    expect(august).toHaveTextContent('days counted: 30 – 31 August');
    expect(within(table).getByRole('rowheader', { name: 'September 2026' })).toBeInTheDocument();
    const noAnswer = within(table).getAllByText('no data');
    expect(noAnswer.length).toBe(6);
    expect(noAnswer[0]).toHaveClass('visually-hidden');
  });

  it('formats the figures per locale', () => {
    renderAll('ru');
    const summary = screen.getByRole('table', { name: 'Summary' });
    const appeals = within(summary).getByRole('row', { name: /^Обращения/ });
    expect(within(appeals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1\u00a0204', '10', '7 (70\u00a0%)', '2,5', '12']);
    expect(screen.getByRole('table', { name: 'Months' })).toHaveTextContent('сентябрь 2026 г.');
  });

  it('draws one image named by its title and description, a bar per series and month, as high as its value', () => {
    renderAll('en');
    const chart = screen.getByRole('img', { name: 'Received and answered by month' });
    expect(chart).toHaveAccessibleDescription(/The same figures are in the “By month” table/);
    const bars = chart.querySelectorAll('rect[data-series]');
    expect(bars.length).toBe(months.length * 4);
    const height = (series: string, month: string) =>
      Number(chart.querySelector(`[data-month="${month}"] rect[data-series="${series}"]`)!.getAttribute('height'));
    expect(height('appealsReceived', '2026-09')).toBeGreaterThan(height('appealsReceived', '2026-10'));
    expect(height('appealsReceived', '2026-08')).toBe(0);
    expect(height('appealsReceived', '2026-10') / height('appealsReceived', '2026-09')).toBeCloseTo(4 / 1200, 5);
    // The legend names the four series beside the picture.
    const legend = screen.getByRole('list');
    expect(within(legend).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Appeals — received',
      'Appeals — answered',
      'Projects — received',
      'Projects — answered',
    ]);
  });

  it('keeps the chart readable on a narrow screen and without colour: it scrolls in a box the keyboard reaches, and the kinds differ in shape', () => {
    renderAll('en');
    const chart = screen.getByRole('img', { name: 'Received and answered by month' });
    const box = screen.getByRole('region', { name: 'Received and answered by month' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(chart);
    // The two answered series' stripes cross; the marks carry their kind for the two-colour mode's fills.
    const stripes = Array.from(chart.querySelectorAll('pattern')).map((pattern) => pattern.getAttribute('patternTransform'));
    expect(new Set(stripes).size).toBe(2);
    expect(chart.querySelector('[data-month="2026-09"] rect[data-series="requestsReceived"]')).toHaveClass('monitoring-chart__mark--requests');
    expect(chart.querySelector('[data-month="2026-09"] rect[data-series="appealsAnswered"]')).toHaveClass('monitoring-chart__mark--appeals', 'monitoring-chart__mark--hatched');
  });

  it('rounds the value axis to 1, 2 or 5 times a power of ten', () => {
    expect(valueAxis(0)).toEqual({ top: 4, step: 1 });
    expect(valueAxis(7)).toEqual({ top: 8, step: 2 });
    expect(valueAxis(1200)).toEqual({ top: 1500, step: 500 });
    expect(valueAxis(36)).toEqual({ top: 40, step: 10 });
  });
});
