import { describe, expect, it } from 'vitest';
import { eventFilterSearch, isEventPast, matchesEventFilter, parseEventFilter, splitEvents } from './schedule';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('isEventPast', () => {
  it('is past once the end has passed, not at the start', () => {
    expect(isEventPast({ date: '2026-11-23T10:00:00Z', endDate: '2026-11-23T14:00:00Z' }, NOW)).toBe(false);
    expect(isEventPast({ date: '2026-11-23T08:00:00Z', endDate: '2026-11-23T12:00:00Z' }, NOW)).toBe(true);
  });
  it('uses the start when there is no end; no date is never past', () => {
    expect(isEventPast({ date: '2026-11-23T11:59:00Z', endDate: null }, NOW)).toBe(true);
    expect(isEventPast({ date: '2026-11-24T00:00:00Z' }, NOW)).toBe(false);
    expect(isEventPast({ date: null }, NOW)).toBe(false);
  });
});

describe('splitEvents', () => {
  it('orders upcoming soonest first and past latest first', () => {
    const events = [
      { id: 1, date: '2026-10-01T03:00:00Z' },
      { id: 2, date: '2027-04-22T03:00:00Z' },
      { id: 3, date: '2026-09-01T03:00:00Z' },
      { id: 4, date: '2026-12-03T03:00:00Z' },
    ];
    const { upcoming, past } = splitEvents(events, NOW);
    expect(upcoming.map((e) => e.id)).toEqual([4, 2]);
    expect(past.map((e) => e.id)).toEqual([1, 3]);
  });
});

describe('parseEventFilter', () => {
  const known = { type: ['forum', 'seminar'], city: ['krasnoyarsk', 'achinsk'] };
  it('reads type and city', () => {
    expect(parseEventFilter(new URLSearchParams('type=forum&city=achinsk'), known)).toEqual({ type: 'forum', city: 'achinsk' });
  });
  it('drops unknown values and «all»', () => {
    expect(parseEventFilter(new URLSearchParams('type=all&city=paris'), known)).toEqual({});
    expect(parseEventFilter(new URLSearchParams(''), known)).toEqual({});
  });
});

describe('matchesEventFilter', () => {
  const forumInKrasnoyarsk = { type: 'forum', city: 'krasnoyarsk' };
  it('passes everything without a filter', () => {
    expect(matchesEventFilter(forumInKrasnoyarsk, {})).toBe(true);
  });
  it('checks each given part', () => {
    expect(matchesEventFilter(forumInKrasnoyarsk, { type: 'forum' })).toBe(true);
    expect(matchesEventFilter(forumInKrasnoyarsk, { type: 'seminar' })).toBe(false);
    expect(matchesEventFilter(forumInKrasnoyarsk, { city: 'achinsk' })).toBe(false);
    expect(matchesEventFilter(forumInKrasnoyarsk, { type: 'forum', city: 'krasnoyarsk' })).toBe(true);
    expect(matchesEventFilter({ type: null, city: null }, { type: 'forum' })).toBe(false);
  });
});

describe('eventFilterSearch', () => {
  it('writes the filter and keeps other parameters', () => {
    expect(eventFilterSearch({ type: 'forum', city: 'krasnoyarsk' })).toBe('?type=forum&city=krasnoyarsk');
    expect(eventFilterSearch({ city: 'achinsk' }, new URLSearchParams('type=forum&utm=x'))).toBe('?utm=x&city=achinsk');
    expect(eventFilterSearch({}, new URLSearchParams('type=forum'))).toBe('');
  });
});
