import { describe, expect, it } from 'vitest';
import ru from '@/messages/ru.json';
import { POSSESSION_FORMS as PASSPORT_POSSESSION_FORMS } from '@/lib/submissions/types';
import {
  CAPACITY_UTILITY_KEYS,
  DISTANCE_KEYS,
  MUNICIPALITIES,
  POSSESSION_FORMS,
  REGIMES,
  UNIT_MESSAGE_KEYS,
  UTILITY_KEYS,
  UTILITY_UNITS,
  isCalendarDate,
  isStale,
  monthsBefore,
  unknownUtilities,
  type UtilityKey,
} from './vocabulary';

const verifiedOn = (day: string | null) =>
  Object.fromEntries(UTILITY_KEYS.map((key) => [key, { verifiedAt: day }])) as Record<UtilityKey, { verifiedAt: string | null }>;

describe('site vocabulary', () => {
  it('gives every utility a unit, and a capacity to all but the rail siding', () => {
    expect(UTILITY_UNITS).toEqual({ electricity: 'MW', gas: 'm3/h', water: 'm3/day', sewerage: 'm3/day', heat: 'Gcal/h', rail: '' });
    expect(CAPACITY_UTILITY_KEYS).toEqual(['electricity', 'gas', 'water', 'sewerage', 'heat']);
  });

  it('offers the passport’s forms of possession except «other»', () => {
    expect(POSSESSION_FORMS).toEqual(PASSPORT_POSSESSION_FORMS.filter((form) => form !== 'other'));
  });

  it('has a label in siteFacts for every key', () => {
    const facts = ru.siteFacts;
    expect(Object.keys(facts.utility).sort()).toEqual([...UTILITY_KEYS].sort());
    expect(Object.keys(facts.regime).sort()).toEqual([...REGIMES].sort());
    expect(Object.keys(facts.municipality).sort()).toEqual([...MUNICIPALITIES].sort());
    expect(Object.keys(facts.possession).sort()).toEqual([...POSSESSION_FORMS].sort());
    expect(Object.keys(facts.distance).sort()).toEqual([...DISTANCE_KEYS].sort());
    expect(Object.keys(facts.unit).sort()).toEqual(Object.values(UNIT_MESSAGE_KEYS).sort());
  });

  it('lists each municipality once, as a key usable in a select and a message path', () => {
    expect(new Set(MUNICIPALITIES).size).toBe(MUNICIPALITIES.length);
    for (const key of MUNICIPALITIES) expect(key).toMatch(/^[a-z][a-z_]*$/);
  });

  it('describes an unknown site as having nothing, in the right units', () => {
    const utilities = unknownUtilities();
    expect(utilities.electricity).toEqual({ available: false, capacity: null, unit: 'MW', source: null, verifiedAt: null, voltageKv: null });
    expect(utilities.rail.unit).toBe('');
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-11-27', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['27.11.2026', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-27', 12, '2025-11-27'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2028-02-29', 12, '2027-02-28'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-11-27', 0, '2026-11-27'],
    ['2026-11-27', 30, '2024-05-27'],
  ])('%s minus %i months is %s', (day, months, expected) => {
    expect(monthsBefore(day, months)).toBe(expected);
  });

  it('refuses a day that is not a calendar date', () => {
    expect(() => monthsBefore('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('isStale', () => {
  const today = '2026-11-27';

  it('is current when every utility was verified within the months', () => {
    expect(isStale(verifiedOn('2026-06-01'), today, 12)).toBe(false);
  });

  it('is current on the boundary day and stale the day before it', () => {
    expect(isStale(verifiedOn('2025-11-27'), today, 12)).toBe(false);
    expect(isStale(verifiedOn('2025-11-26'), today, 12)).toBe(true);
  });

  it('is stale when one utility is old, even if the others are fresh', () => {
    expect(isStale({ ...verifiedOn('2026-10-01'), heat: { verifiedAt: '2024-03-10' } }, today, 12)).toBe(true);
  });

  it('is stale when one utility was never verified or has a date that is not one', () => {
    expect(isStale({ ...verifiedOn('2026-10-01'), rail: { verifiedAt: null } }, today, 12)).toBe(true);
    expect(isStale({ ...verifiedOn('2026-10-01'), gas: { verifiedAt: '2026-02-30' } }, today, 12)).toBe(true);
  });

  it('follows the configured age', () => {
    expect(isStale(verifiedOn('2026-01-15'), today, 12)).toBe(false);
    expect(isStale(verifiedOn('2026-01-15'), today, 6)).toBe(true);
  });
});
