import { describe, expect, it } from 'vitest';
import { endOfWeek, queueFilterOf, queueOrderOf, queueRows, type QueueItem } from './queue';

const ME = 7;
const item = (id: number, dueDate: string | null, assignee: number | null, receivedAt = '2026-11-01T03:00:00.000Z'): QueueItem => ({
  collection: id % 2 ? 'appeals' : 'requests',
  id,
  reference: `ОБ-2026-${String(id).padStart(6, '0')}`,
  sender: `Sender ${id}`,
  receivedAt,
  dueDate,
  status: 'in_review',
  assignee: assignee === null ? null : { id: assignee, name: `Staff ${assignee}` },
});

// Friday 27 November 2026.
const TODAY = '2026-11-27';
const items = [
  item(1, '2026-12-20', null),
  item(2, '2026-11-25', ME),
  item(3, null, null),
  item(4, '2026-11-29', 9),
  item(5, '2026-11-27', ME, '2026-11-20T03:00:00.000Z'),
  item(6, '2026-11-27', null, '2026-11-19T03:00:00.000Z'),
  item(8, '2026-11-30', null),
];
const ids = (filter: Parameters<typeof queueRows>[1]['filter'], order: 'asc' | 'desc' = 'asc') => queueRows(items, { filter, order, me: ME, today: TODAY }).map((row) => row.id);

describe('the work queue', () => {
  it('puts the overdue first, then the nearest due date, earlier arrivals first on one day, undated last', () => {
    expect(ids('all')).toEqual([2, 6, 5, 4, 8, 1, 3]);
    expect(ids('all', 'desc')).toEqual([1, 8, 4, 6, 5, 2, 3]);
  });

  it('counts the days left and marks the overdue', () => {
    const rows = queueRows(items, { filter: 'all', order: 'asc', me: ME, today: TODAY });
    expect(rows.map((row) => [row.id, row.daysLeft, row.overdue])).toEqual([
      [2, -2, true],
      [6, 0, false],
      [5, 0, false],
      [4, 2, false],
      [8, 3, false],
      [1, 23, false],
      [3, null, false],
    ]);
  });

  it('filters: mine, unassigned, overdue, due this week (today to Sunday)', () => {
    expect(ids('mine')).toEqual([2, 5]);
    expect(ids('unassigned')).toEqual([6, 8, 1, 3]);
    expect(ids('overdue')).toEqual([2]);
    expect(ids('week')).toEqual([6, 5, 4]);
  });

  it('knows where a week ends and reads its filter and order from the address', () => {
    expect(endOfWeek('2026-11-27')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-30')).toBe('2026-12-06');
    expect(queueFilterOf('overdue')).toBe('overdue');
    expect(queueFilterOf('drop table')).toBe('all');
    expect(queueFilterOf(undefined)).toBe('all');
    expect(queueOrderOf('desc')).toBe('desc');
    expect(queueOrderOf(['desc'])).toBe('asc');
  });
});
