import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/server/payload', () => ({ payloadClient: vi.fn() }));
const { availability, isEventOver } = await import('./availability');

const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3600_000;
const at = (offset: number) => new Date(NOW + offset).toISOString();

describe('event availability', () => {
  it('an event is over once its end has passed, or its start when it has no end', () => {
    expect(isEventOver({ date: at(-2 * HOUR), endDate: at(HOUR) }, NOW)).toBe(false);
    expect(isEventOver({ date: at(-2 * HOUR), endDate: at(-HOUR) }, NOW)).toBe(true);
    expect(isEventOver({ date: at(-HOUR), endDate: null }, NOW)).toBe(true);
    expect(isEventOver({ date: at(HOUR) }, NOW)).toBe(false);
    expect(isEventOver({ date: null, endDate: null }, NOW)).toBe(false);
  });

  it('open while the switch is on, the event not over and a place left', () => {
    const future = { date: at(24 * HOUR) };
    expect(availability({ ...future, capacity: null }, 500, NOW)).toEqual({ capacity: null, registeredCount: 500, registrationOpen: true });
    expect(availability({ ...future, capacity: 10 }, 9, NOW).registrationOpen).toBe(true);
    expect(availability({ ...future, capacity: 10 }, 10, NOW).registrationOpen).toBe(false);
    expect(availability({ ...future, capacity: 0 }, 0, NOW).registrationOpen).toBe(false);
    expect(availability({ ...future, registrationOpen: false }, 0, NOW).registrationOpen).toBe(false);
    expect(availability({ date: at(-HOUR) }, 0, NOW).registrationOpen).toBe(false);
    // A capacity that is not a whole number ≥ 0 counts as none.
    expect(availability({ ...future, capacity: -1 }, 3, NOW)).toMatchObject({ capacity: null, registrationOpen: true });
  });
});
