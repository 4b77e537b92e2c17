import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  type DeadlineSettings,
  DEFAULT_DEADLINE_SETTINGS,
  daysLeft,
  deadlineSettingsOf,
  dueDateOf,
  isOverdue,
  isWorkingDay,
  krasnoyarskDate,
  pausedDays,
  reminderDate,
  restartedDueDate,
  calendarDateText,
  krasnoyarskDayStart,
} from './deadlines';

// 4 November 2026 (Wednesday) is a holiday; 7–8 November a weekend.
const working: DeadlineSettings = { ...DEFAULT_DEADLINE_SETTINGS, dayKind: 'working', holidays: ['2026-11-04'], workingWeekends: [] };
const calendar: DeadlineSettings = { ...working, dayKind: 'calendar' };
/** Krasnoyarsk is UTC+7 all year: 10:00 there is 03:00 UTC. */
const krsk = (date: string, time = '10:00') => new Date(`${date}T${time}:00+07:00`);

describe('krasnoyarskDate', () => {
  it('is the date in Krasnoyarsk, not in UTC', () => {
    expect(krasnoyarskDate('2026-03-02T16:59:59Z')).toBe('2026-03-02');
    expect(krasnoyarskDate('2026-03-02T17:00:00Z')).toBe('2026-03-03');
    expect(krasnoyarskDate(krsk('2026-12-31', '23:30'))).toBe('2026-12-31');
  });
});

describe('working days', () => {
  it('counts Monday to Friday except holidays, plus the working weekend days', () => {
    expect(isWorkingDay('2026-11-03', working)).toBe(true);
    expect(isWorkingDay('2026-11-04', working)).toBe(false);
    expect(isWorkingDay('2026-11-07', working)).toBe(false);
    expect(isWorkingDay('2026-11-07', { holidays: [], workingWeekends: ['2026-11-07'] })).toBe(true);
  });

  it('adds working days over a holiday and a weekend, and subtracts them', () => {
    // Tue 3 Nov + 7: Thu 5, Fri 6, Mon 9, Tue 10, Wed 11, Thu 12, Fri 13 (4 Nov and 7–8 Nov skipped).
    expect(addDays('2026-11-03', 7, working)).toBe('2026-11-13');
    expect(addDays('2026-11-03', 7, calendar)).toBe('2026-11-10');
    expect(addWorkingDays('2026-11-13', -7, working)).toBe('2026-11-03');
    expect(addDays('2026-11-03', 0, working)).toBe('2026-11-03');
  });

  it('counts a working Saturday', () => {
    const rules = { ...working, workingWeekends: ['2026-11-07'] };
    expect(addDays('2026-11-03', 7, rules)).toBe('2026-11-12');
  });
});

describe('dueDateOf', () => {
  it('starts the day after arrival: 7 days through the account, 30 through a public form', () => {
    // Friday 27 November 2026, in the evening in Krasnoyarsk (already the 27th there, still the 27th in UTC).
    expect(dueDateOf(krsk('2026-11-27', '20:00'), 'account', calendar)).toBe('2026-12-04');
    expect(dueDateOf(krsk('2026-11-27', '20:00'), 'public', calendar)).toBe('2026-12-28');
  });

  it('takes the Krasnoyarsk date of arrival, not the UTC one', () => {
    // 01:00 on Wednesday 4 November in Krasnoyarsk is still Tuesday 3 November in UTC.
    expect(dueDateOf(krsk('2026-11-04', '01:00'), 'account', calendar)).toBe('2026-11-11');
  });

  it('ends a calendar term that falls on a non-working day on the next working day', () => {
    // Saturday 21 November + 7 = Saturday 28 November → Monday 30 November.
    expect(dueDateOf(krsk('2026-11-21'), 'account', calendar)).toBe('2026-11-30');
    // Wednesday 28 October + 7 = 4 November, a holiday → Thursday 5 November.
    expect(dueDateOf(krsk('2026-10-28'), 'account', calendar)).toBe('2026-11-05');
  });

  it('counts working days across a weekend and a holiday for both channels', () => {
    expect(dueDateOf(krsk('2026-11-03'), 'account', working)).toBe('2026-11-13');
    // 30 working days from Tue 3 Nov: Thu 5 and Fri 6, five full weeks to Fri 11 Dec (27), then Mon 14 – Wed 16 December.
    expect(dueDateOf(krsk('2026-11-03'), 'public', working)).toBe('2026-12-16');
  });

  it('uses the configured number of days', () => {
    expect(dueDateOf(krsk('2026-11-03'), 'account', { ...calendar, accountDays: 10 })).toBe('2026-11-13');
  });
});

describe('daysLeft and isOverdue', () => {
  it('counts calendar days to the due date; overdue only after it, and never when closed', () => {
    expect(daysLeft('2026-11-13', '2026-11-10')).toBe(3);
    expect(daysLeft('2026-11-13', '2026-11-13')).toBe(0);
    expect(daysLeft('2026-11-13', '2026-11-15')).toBe(-2);
    expect(isOverdue('2026-11-13', '2026-11-13')).toBe(false);
    expect(isOverdue('2026-11-13', '2026-11-14')).toBe(true);
    expect(isOverdue('2026-11-13', '2026-11-14', true)).toBe(false);
    expect(isOverdue(null, '2026-11-14')).toBe(false);
  });
});

describe('the clock stopped during clarification', () => {
  it('stops for the whole days waited: calendar days, or the working days among them', () => {
    // Asked on Friday 6 November, answered on Monday 9 November.
    expect(pausedDays(krsk('2026-11-06', '15:00'), krsk('2026-11-09', '09:00'), calendar)).toBe(3);
    expect(pausedDays(krsk('2026-11-06', '15:00'), krsk('2026-11-09', '09:00'), working)).toBe(1);
    // Answered the same day: nothing to move.
    expect(pausedDays(krsk('2026-11-06', '09:00'), krsk('2026-11-06', '18:00'), calendar)).toBe(0);
    // Asked on Tuesday 3, answered on Thursday 5: the holiday on the 4th is not a working day.
    expect(pausedDays(krsk('2026-11-03'), krsk('2026-11-05'), working)).toBe(1);
  });

  it('moves the due date later by the days waited', () => {
    expect(restartedDueDate('2026-11-13', krsk('2026-11-06', '15:00'), krsk('2026-11-09'), working)).toBe('2026-11-16');
    expect(restartedDueDate('2026-11-13', krsk('2026-11-06', '15:00'), krsk('2026-11-09'), calendar)).toBe('2026-11-16');
    expect(restartedDueDate('2026-11-13', krsk('2026-11-06', '09:00'), krsk('2026-11-06', '18:00'), calendar)).toBe('2026-11-13');
  });
});

describe('reminderDate', () => {
  it('is the given number of working days before the due date', () => {
    // Two working days before Monday 9 November: Friday 6, Thursday 5.
    expect(reminderDate('2026-11-09', working)).toBe('2026-11-05');
    // Before Thursday 5 November: Tuesday 3 (the 4th is a holiday), Monday 2.
    expect(reminderDate('2026-11-05', { ...calendar, reminderWorkingDays: 2 })).toBe('2026-11-02');
  });
});

describe('deadlineSettingsOf', () => {
  it('reads the stored global and falls back to the defaults', () => {
    expect(deadlineSettingsOf(null)).toEqual(DEFAULT_DEADLINE_SETTINGS);
    expect(
      deadlineSettingsOf({
        accountDays: 5,
        publicDays: null,
        dayKind: 'working',
        holidays: [{ date: '2026-11-04' }, { date: 'not a date' }, null],
        workingWeekends: [{ date: '2026-11-07' }],
      }),
    ).toEqual({ accountDays: 5, publicDays: 30, dayKind: 'working', reminderWorkingDays: 2, holidays: ['2026-11-04'], workingWeekends: ['2026-11-07'] });
  });
});

describe('Krasnoyarsk calendar dates', () => {
  it('begin at midnight UTC+7 and are written out in the reader’s language, whatever the server’s zone', () => {
    expect(krasnoyarskDayStart('2026-12-04').toISOString()).toBe('2026-12-03T17:00:00.000Z');
    expect(calendarDateText('2026-12-04', 'ru')).toBe('4 декабря 2026 г.');
    expect(calendarDateText('2026-12-04', 'en')).toBe('4 December 2026');
  });
});
