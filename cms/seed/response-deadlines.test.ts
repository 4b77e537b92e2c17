import { describe, expect, it } from 'vitest';
import { RUSSIAN_HOLIDAYS, RUSSIAN_WORKING_WEEKENDS } from './data/response-deadlines';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the seeded Russian calendar', () => {
  it('lists each non-working weekday of 2026 and 2027 once, and only weekdays', () => {
    const dates = RUSSIAN_HOLIDAYS.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.filter((date) => [0, 6].includes(weekday(date)))).toEqual([]);
    // 2026: 14 non-working weekdays (the decree of 24.09.2025); 2027: 14 as well.
    expect(dates.filter((date) => date.startsWith('2026-'))).toHaveLength(14);
    expect(dates.filter((date) => date.startsWith('2027-'))).toHaveLength(14);
    expect(dates).toEqual([...dates].sort());
  });

  it('lists only Saturdays and Sundays as working weekend days', () => {
    expect(RUSSIAN_WORKING_WEEKENDS.filter((day) => ![0, 6].includes(weekday(day.date)))).toEqual([]);
  });
});
