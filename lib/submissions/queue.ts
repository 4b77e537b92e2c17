import { daysBetween, daysLeft, isOverdue } from './deadlines';

/**
 * The staff's work queue in the back office: every open project submission and appeal in one list, with what the
 * reviewer needs to keep the promise (due date, days left, overdue) and the filters they work with. Pure: the admin
 * view reads the items and hands them here with the Krasnoyarsk date of today.
 */

export const QUEUE_FILTERS = ['all', 'mine', 'unassigned', 'overdue', 'week'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export const QUEUE_ORDERS = ['asc', 'desc'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

export type QueueItem = {
  collection: 'requests' | 'appeals';
  id: number;
  reference: string | null;
  sender: string;
  /** ISO instant of arrival. */
  receivedAt: string;
  /** `YYYY-MM-DD` (Krasnoyarsk), null for an item that predates due dates. */
  dueDate: string | null;
  status: string;
  assignee: { id: number; name: string } | null;
};

export type QueueRow = QueueItem & {
  /** Calendar days until the due date (0 on the day, negative once overdue); null without a due date. */
  daysLeft: number | null;
  overdue: boolean;
};

/** A filter or order from the address (`?filter=…&order=…`), the default for anything else. */
export const queueFilterOf = (value: unknown): QueueFilter => (QUEUE_FILTERS.includes(value as QueueFilter) ? (value as QueueFilter) : 'all');
export const queueOrderOf = (value: unknown): QueueOrder => (value === 'desc' ? 'desc' : 'asc');

/** The last day (Sunday) of the week that contains `today`. */
export function endOfWeek(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const left = weekday === 0 ? 0 : 7 - weekday;
  return new Date(Date.parse(`${today}T00:00:00Z`) + left * 86_400_000).toISOString().slice(0, 10);
}

function keep(row: QueueRow, filter: QueueFilter, me: number, today: string): boolean {
  switch (filter) {
    case 'mine':
      return row.assignee?.id === me;
    case 'unassigned':
      return row.assignee === null;
    case 'overdue':
      return row.overdue;
    case 'week':
      // Due from today to this Sunday; what is already overdue has its own filter.
      return row.dueDate !== null && !row.overdue && row.dueDate <= endOfWeek(today);
    default:
      return true;
  }
}

/**
 * The rows of the queue: filtered, then sorted by due date (the nearest first, or the farthest with `desc`); items
 * without a due date come last either way, and equal due dates keep the order of arrival.
 */
export function queueRows(items: readonly QueueItem[], { filter, order, me, today }: { filter: QueueFilter; order: QueueOrder; me: number; today: string }): QueueRow[] {
  const rows = items.map((item) => ({
    ...item,
    daysLeft: item.dueDate ? daysLeft(item.dueDate, today) : null,
    overdue: isOverdue(item.dueDate, today),
  }));
  const direction = order === 'asc' ? 1 : -1;
  return rows
    .filter((row) => keep(row, filter, me, today))
    .sort((a, b) => {
      if (a.dueDate !== b.dueDate) {
        if (a.dueDate === null) return 1;
        if (b.dueDate === null) return -1;
        return direction * daysBetween(b.dueDate, a.dueDate);
      }
      return a.receivedAt.localeCompare(b.receivedAt);
    });
}
