import { describe, expect, it } from 'vitest';
import { median, monitoringPeriod, monthsOf, onTimeShare, percentile, responseStatistics, type TimedItem } from './statistics';

/** Noon in Krasnoyarsk (UTC+7) of a date, as an ISO instant. */
const at = (date: string, time = '12:00') => new Date(`${date}T${time}:00+07:00`).toISOString();

const item = (received: string, dueDate: string | null, firstAnswered: string | null, closed: string | null): TimedItem => ({
  receivedAt: at(received),
  dueDate,
  firstAnsweredAt: firstAnswered ? at(firstAnswered) : null,
  closedAt: closed ? at(closed) : null,
});

describe('median and percentile', () => {
  it('take the middle (the mean of two for an even count) and the nearest rank', () => {
    expect(median([])).toBeNull();
    expect(median([4])).toBe(4);
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(percentile([], 90)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90)).toBe(10);
  });

  it('give no on-time share before anything is answered', () => {
    expect(onTimeShare({ answered: 0, answeredOnTime: 0 })).toBeNull();
    expect(onTimeShare({ answered: 4, answeredOnTime: 3 })).toBe(0.75);
  });
});

describe('the monitored period', () => {
  it('is the 90 Krasnoyarsk days ending today', () => {
    // 20:00 UTC on 27 November is already the 28th in Krasnoyarsk.
    expect(monitoringPeriod(new Date('2026-11-27T20:00:00Z'))).toEqual({ from: '2026-08-31', to: '2026-11-28' });
    expect(monitoringPeriod(new Date('2026-03-01T05:00:00Z'))).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });

  it('splits into the months it overlaps, clipped to it, across a year end', () => {
    expect(monthsOf('2025-12-02', '2026-03-01')).toEqual([
      { month: '2025-12', from: '2025-12-02', to: '2025-12-31' },
      { month: '2026-01', from: '2026-01-01', to: '2026-01-31' },
      { month: '2026-02', from: '2026-02-01', to: '2026-02-28' },
      { month: '2026-03', from: '2026-03-01', to: '2026-03-01' },
    ]);
  });
});

describe('responseStatistics', () => {
  const now = new Date(at('2026-11-27'));
  const appeals = [
    // answered on time: first answer after 2 days, closed on the due date
    item('2026-11-02', '2026-11-09', '2026-11-04', '2026-11-09'),
    // answered late: first answer after 10 days, closed after the due date
    item('2026-10-10', '2026-10-17', '2026-10-20', '2026-10-21'),
    // open, a clarification asked the same day (0 days to the first answer)
    item('2026-09-15', '2026-09-22', '2026-09-15', null),
    // open, never answered
    item('2026-11-20', '2026-11-27', null, null),
    // before the period: ignored
    item('2026-08-01', '2026-08-08', '2026-08-02', '2026-08-02'),
  ];
  const requests = [
    // closed late in Krasnoyarsk although it was still the due date in UTC (23:30 UTC is 06:30 the next day)
    { receivedAt: at('2026-10-01'), dueDate: '2026-10-31', firstAnsweredAt: at('2026-10-05'), closedAt: '2026-10-31T23:30:00Z' },
    item('2026-11-01', '2026-12-01', '2026-11-03', '2026-11-25'),
  ];
  const statistics = responseStatistics({ appeals, requests }, now);

  it('counts what arrived in the period, what was answered and what was answered by the due date', () => {
    expect(statistics.from).toBe('2026-08-30');
    expect(statistics.to).toBe('2026-11-27');
    expect(statistics.appeals).toEqual({ received: 4, answered: 2, answeredOnTime: 1, medianDays: 2, p90Days: 10 });
    expect(statistics.requests).toEqual({ received: 2, answered: 2, answeredOnTime: 1, medianDays: 3, p90Days: 4 });
  });

  it('gives every month of the period, whose figures add up to the period’s', () => {
    expect(statistics.months.map((month) => [month.month, month.from, month.to])).toEqual([
      ['2026-08', '2026-08-30', '2026-08-31'],
      ['2026-09', '2026-09-01', '2026-09-30'],
      ['2026-10', '2026-10-01', '2026-10-31'],
      ['2026-11', '2026-11-01', '2026-11-27'],
    ]);
    const november = statistics.months[3]!;
    expect(november.appeals).toEqual({ received: 2, answered: 1, answeredOnTime: 1, medianDays: 2, p90Days: 2 });
    expect(statistics.months[0]!.appeals).toEqual({ received: 0, answered: 0, answeredOnTime: 0, medianDays: null, p90Days: null });
    for (const kind of ['appeals', 'requests'] as const) {
      for (const figure of ['received', 'answered', 'answeredOnTime'] as const) {
        expect(statistics.months.reduce((sum, month) => sum + month[kind][figure], 0)).toBe(statistics[kind][figure]);
      }
    }
  });

  it('never counts an item without a due date as on time', () => {
    const legacy = responseStatistics({ appeals: [item('2026-11-02', null, '2026-11-03', '2026-11-03')], requests: [] }, now);
    expect(legacy.appeals).toMatchObject({ answered: 1, answeredOnTime: 0 });
  });
});
