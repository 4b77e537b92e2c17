import { daysBetween, krasnoyarskDate } from './deadlines';

/**
 * Response-time monitoring (GET /statistics/responses and the public monitoring page): how many projects and appeals
 * arrived, how many were answered (closed), how many of those within the promised time, and how many calendar days
 * the first answer took. Pure: the figures come from the items' dates only, so the same function serves the API, the
 * page and the tests. Dates are Krasnoyarsk calendar dates (`YYYY-MM-DD`), as the due dates are.
 */

/** The monitored period: the last 90 days, today included. */
export const MONITORING_DAYS = 90;

/** What monitoring needs of an item (a project submission or an appeal): its dates, nothing it says or who sent it. */
export type TimedItem = {
  /** When it arrived (ISO instant). */
  receivedAt: string;
  /** The last day the answer is due (`YYYY-MM-DD`, Krasnoyarsk), null for an item that predates due dates. */
  dueDate: string | null;
  /** The agency's first message to the sender (ISO instant). */
  firstAnsweredAt: string | null;
  /** When it was closed: a request accepted or rejected, an appeal answered (ISO instant). */
  closedAt: string | null;
};

export type ResponseFigures = {
  received: number;
  /** Closed. */
  answered: number;
  /** Closed on or before the due date (the Krasnoyarsk date of the closing moment). */
  answeredOnTime: number;
  /** Calendar days from arrival to the first answer: the median, null when nothing was answered. */
  medianDays: number | null;
  /** …and the 90th percentile (nearest rank). */
  p90Days: number | null;
};

export type MonthFigures = {
  /** `YYYY-MM`. */
  month: string;
  /** The part of the month inside the monitored period (the first and last months are partial). */
  from: string;
  to: string;
  appeals: ResponseFigures;
  requests: ResponseFigures;
};

/** The answer of GET /statistics/responses. */
export type ResponseStatistics = {
  /** The monitored period, both days included (`YYYY-MM-DD`, Krasnoyarsk). */
  from: string;
  to: string;
  appeals: ResponseFigures;
  requests: ResponseFigures;
  /** Every month overlapping the period, oldest first; their figures add up to the period's. */
  months: MonthFigures[];
};

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` date `n` calendar days after another (before, for a negative `n`). */
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The share answered on time, 0–1, or null when nothing was answered. */
export function onTimeShare(figures: Pick<ResponseFigures, 'answered' | 'answeredOnTime'>): number | null {
  return figures.answered === 0 ? null : figures.answeredOnTime / figures.answered;
}

/** The median of sorted numbers (the mean of the middle two for an even count), null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The p-th percentile of sorted numbers by the nearest-rank method (always one of the values), null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

type DatedItem = { received: string; due: string | null; firstAnswered: string | null; closed: string | null };

function dated(item: TimedItem): DatedItem {
  const date = (instant: string | null) => (instant ? krasnoyarskDate(instant) : null);
  return { received: date(item.receivedAt)!, due: item.dueDate, firstAnswered: date(item.firstAnsweredAt), closed: date(item.closedAt) };
}

function figuresOf(items: readonly DatedItem[]): ResponseFigures {
  const closed = items.filter((item) => item.closed !== null);
  const days = items
    .filter((item) => item.firstAnswered !== null)
    .map((item) => Math.max(0, daysBetween(item.received, item.firstAnswered!)))
    .sort((a, b) => a - b);
  return {
    received: items.length,
    answered: closed.length,
    answeredOnTime: closed.filter((item) => item.due !== null && item.closed! <= item.due).length,
    medianDays: median(days),
    p90Days: percentile(days, 90),
  };
}

/** The monitored period ending today (Krasnoyarsk): `from` is 89 days before `to`. */
export function monitoringPeriod(now: Date): { from: string; to: string } {
  const to = krasnoyarskDate(now);
  return { from: plusDays(to, -(MONITORING_DAYS - 1)), to };
}

/** The months overlapping a period, each clipped to it. */
export function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const next = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 1)).toISOString().slice(0, 10);
    const last = plusDays(next, -1);
    months.push({ month: start.slice(0, 7), from: start, to: last < to ? last : to });
    start = next;
  }
  return months;
}

/**
 * The figures of the 90 days ending on `now`'s Krasnoyarsk date, and month by month. Items that arrived outside the
 * period are ignored, so the caller may pass a little more than it (e.g. everything since a day before `from`).
 */
export function responseStatistics(input: { appeals: readonly TimedItem[]; requests: readonly TimedItem[] }, now: Date): ResponseStatistics {
  const { from, to } = monitoringPeriod(now);
  const within = (items: readonly TimedItem[]) => items.map(dated).filter((item) => item.received >= from && item.received <= to);
  const appeals = within(input.appeals);
  const requests = within(input.requests);
  const between = (items: DatedItem[], start: string, end: string) => items.filter((item) => item.received >= start && item.received <= end);
  return {
    from,
    to,
    appeals: figuresOf(appeals),
    requests: figuresOf(requests),
    months: monthsOf(from, to).map((month) => ({
      ...month,
      appeals: figuresOf(between(appeals, month.from, month.to)),
      requests: figuresOf(between(requests, month.from, month.to)),
    })),
  };
}
