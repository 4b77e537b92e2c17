import { localeFormat } from '../../i18n/formats';
import type { Channel } from './types';

/**
 * The promised answer time of a submission or an appeal, computed without Payload: dates are Krasnoyarsk calendar
 * dates written `YYYY-MM-DD` (the agency works on Asia/Krasnoyarsk time), settings come from the `response-deadlines`
 * global (see `deadlineSettingsOf`).
 *
 * Terms are counted as Russian law counts them (Civil Code art. 191, 193): day 1 is the day after the item arrived,
 * and a term whose last day is a non-working day ends on the next working day. In working-day mode only working days
 * are counted: Monday to Friday unless listed as a holiday, plus the Saturdays and Sundays listed as working days.
 */

export const KRASNOYARSK_TIME_ZONE = 'Asia/Krasnoyarsk';

export const DAY_KINDS = ['calendar', 'working'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** Which days count: the mode, the non-working weekdays and the working weekend days (all `YYYY-MM-DD`). */
export type DayRules = { dayKind: DayKind; holidays: readonly string[]; workingWeekends: readonly string[] };

export type DeadlineSettings = DayRules & {
  /** Days to answer an item sent through the personal account (§9: 7). */
  accountDays: number;
  /** Days to answer an item sent as a guest through a public form (§9: 30). */
  publicDays: number;
  /** The assignee is reminded this many working days before the due date. */
  reminderWorkingDays: number;
};

export const DEFAULT_DEADLINE_SETTINGS: DeadlineSettings = {
  accountDays: 7,
  publicDays: 30,
  dayKind: 'calendar',
  reminderWorkingDays: 2,
  holidays: [],
  workingWeekends: [],
};

type DatedRow = { date?: string | null } | null | undefined;
type StoredSettings = {
  accountDays?: number | null;
  publicDays?: number | null;
  dayKind?: string | null;
  reminderWorkingDays?: number | null;
  holidays?: DatedRow[] | null;
  workingWeekends?: DatedRow[] | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const datesOf = (rows: DatedRow[] | null | undefined) =>
  (rows ?? []).map((row) => row?.date ?? '').filter((date): date is string => ISO_DATE.test(date));

const positiveOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The settings from the stored global (missing or broken values take the defaults). */
export function deadlineSettingsOf(stored: StoredSettings | null | undefined): DeadlineSettings {
  const fallback = DEFAULT_DEADLINE_SETTINGS;
  return {
    accountDays: positiveOr(stored?.accountDays, fallback.accountDays),
    publicDays: positiveOr(stored?.publicDays, fallback.publicDays),
    dayKind: stored?.dayKind === 'working' ? 'working' : 'calendar',
    reminderWorkingDays: positiveOr(stored?.reminderWorkingDays, fallback.reminderWorkingDays),
    holidays: datesOf(stored?.holidays),
    workingWeekends: datesOf(stored?.workingWeekends),
  };
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: KRASNOYARSK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Krasnoyarsk calendar date of an instant, `YYYY-MM-DD`. */
export function krasnoyarskDate(instant: Date | string | number): string {
  return dateFormat.format(new Date(instant));
}

/** The moment a Krasnoyarsk calendar date `YYYY-MM-DD` begins (Krasnoyarsk keeps UTC+7 all year). */
export function krasnoyarskDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

/** A Krasnoyarsk calendar date `YYYY-MM-DD` written out in a language: «4 декабря 2026 г.», "4 December 2026". */
export function calendarDateText(date: string, locale: string): string {
  return localeFormat(locale).date(date);
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shift = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Whether a date is a working day under the calendar (whatever the mode: the mode decides what is counted). */
export function isWorkingDay(date: string, rules: Pick<DayRules, 'holidays' | 'workingWeekends'>): boolean {
  if (rules.workingWeekends.includes(date)) return true;
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !rules.holidays.includes(date);
}

/** The date itself when it is a working day, otherwise the next working day. */
export function nextWorkingDay(date: string, rules: Pick<DayRules, 'holidays' | 'workingWeekends'>): string {
  let day = date;
  // A year has fewer than 150 non-working days in a row of any calendar; the bound keeps a broken one finite.
  for (let i = 0; i < 366 && !isWorkingDay(day, rules); i++) day = shift(day, 1);
  return day;
}

/**
 * `n` days after (or, negative, before) a date: calendar days, or working days in working-day mode (the days in
 * between that do not count are skipped). `addDays(d, 0)` is `d`.
 */
export function addDays(from: string, n: number, rules: DayRules): string {
  if (rules.dayKind === 'calendar') return shift(from, n);
  return addWorkingDays(from, n, rules);
}

/** `n` working days after (negative: before) a date, whatever the mode (reminders are set in working days). */
export function addWorkingDays(from: string, n: number, rules: Pick<DayRules, 'holidays' | 'workingWeekends'>): string {
  const step = n < 0 ? -1 : 1;
  let day = from;
  for (let left = Math.abs(n); left > 0; ) {
    day = shift(day, step);
    if (isWorkingDay(day, rules)) left--;
  }
  return day;
}

/** The last day the answer is due for an item received at `receivedAt` through `channel`. */
export function dueDateOf(receivedAt: Date | string, channel: Channel, settings: DeadlineSettings): string {
  const days = channel === 'account' ? settings.accountDays : settings.publicDays;
  return nextWorkingDay(addDays(krasnoyarskDate(receivedAt), days, settings), settings);
}

/** Calendar days left until the due date, counted from `today` (0 on the due date, negative once overdue). */
export function daysLeft(dueDate: string, today: string): number {
  return daysBetween(today, dueDate);
}

/** An open item is overdue once its due date has passed in Krasnoyarsk; a closed one never is. */
export function isOverdue(dueDate: string | null | undefined, today: string, closed = false): boolean {
  return !closed && !!dueDate && today > dueDate;
}

/**
 * The days the clock stood still while the agency waited for the investor: the whole days from the day the wait
 * began to the day the investor answered (calendar days, or the working days among them in working-day mode).
 * An answer on the day the clarification was asked stops nothing.
 */
export function pausedDays(stoppedAt: Date | string, restartedAt: Date | string, rules: DayRules): number {
  const from = krasnoyarskDate(stoppedAt);
  const to = krasnoyarskDate(restartedAt);
  const calendar = Math.max(0, daysBetween(from, to));
  if (rules.dayKind === 'calendar') return calendar;
  let working = 0;
  for (let i = 1; i <= calendar; i++) if (isWorkingDay(shift(from, i), rules)) working++;
  return working;
}

/** The due date moved later by the time spent waiting for the investor. */
export function restartedDueDate(dueDate: string, stoppedAt: Date | string, restartedAt: Date | string, rules: DayRules): string {
  const paused = pausedDays(stoppedAt, restartedAt, rules);
  return paused === 0 ? dueDate : nextWorkingDay(addDays(dueDate, paused, rules), rules);
}

/** The day the assignee is reminded: `reminderWorkingDays` working days before the due date. */
export function reminderDate(dueDate: string, settings: DeadlineSettings): string {
  return addWorkingDays(dueDate, -settings.reminderWorkingDays, settings);
}
