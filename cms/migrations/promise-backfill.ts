import { DEFAULT_DEADLINE_SETTINGS, dueDateOf, krasnoyarskDate } from '../../lib/submissions/deadlines';
import type { Channel } from '../../lib/submissions/types';
import { RUSSIAN_HOLIDAYS, RUSSIAN_WORKING_WEEKENDS } from '../seed/data/response-deadlines';
import { REFERENCE_PREFIXES } from '../hooks/references';

/**
 * Gives the project submissions and appeals stored before references and due dates existed what new ones get at
 * creation: a reference numbered in order of arrival per year, the channel (an owner: the personal account), the
 * due date under the default settings, and the closing moment of those already closed. The counters continue from
 * the last number given. Used by the `promise_core` migration of both dialects, which pass their own query runner.
 */

type Row = Record<string, unknown>;
/** The dialect's `sql` tag (values become bound parameters, `raw` is written as it is) and its way to run a query. */
type Sql = { (strings: TemplateStringsArray, ...values: unknown[]): unknown; raw: (text: string) => unknown };
export type Runner = { sql: Sql; rows: (query: unknown) => Promise<Row[]> };

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const settings = {
  ...DEFAULT_DEADLINE_SETTINGS,
  holidays: RUSSIAN_HOLIDAYS.map((day) => day.date),
  workingWeekends: RUSSIAN_WORKING_WEEKENDS.map((day) => day.date),
};

export async function backfillPromise({ sql, rows: run }: Runner): Promise<void> {
  const counters = new Map<string, number>();
  const now = new Date().toISOString();
  const today = krasnoyarskDate(now);
  const items = [
    {
      table: 'requests',
      prefix: REFERENCE_PREFIXES.requests,
      closed: ['accepted', 'rejected'],
      closedAt: `(SELECT max(h.at) FROM requests_history h WHERE h._parent_id = t.id AND CAST(h.status AS text) = CAST(t.status AS text))`,
    },
    { table: 'appeals', prefix: REFERENCE_PREFIXES.appeals, closed: ['answered'], closedAt: 't.answered_at' },
  ];
  for (const item of items) {
    const rows = await run(
      sql`SELECT t.id, t.created_at, t.owner_id, t.status, ${sql.raw(item.closedAt)} AS closed_at FROM ${sql.raw(item.table)} t WHERE t.reference IS NULL ORDER BY t.created_at, t.id`,
    );
    for (const row of rows) {
      const createdAt = iso(row.created_at) ?? new Date().toISOString();
      const key = `${item.prefix}-${krasnoyarskDate(createdAt).slice(0, 4)}`;
      const next = (counters.get(key) ?? 0) + 1;
      counters.set(key, next);
      const channel: Channel = row.owner_id ? 'account' : 'public';
      const closedAt = item.closed.includes(String(row.status)) ? (iso(row.closed_at) ?? createdAt) : null;
      const reference = `${key}-${String(next).padStart(6, '0')}`;
      const dueDate = dueDateOf(createdAt, channel, settings);
      // An open item already past its due date is not announced now, item by item, to every administrator: the
      // back office's queue shows it as overdue.
      const known = !closedAt && dueDate < today ? now : null;
      await run(
        sql`UPDATE ${sql.raw(item.table)} SET reference = ${reference}, channel = ${channel}, due_date = ${dueDate}, closed_at = ${closedAt}, first_answered_at = ${closedAt}, reminder_sent_at = ${known}, escalated_at = ${known} WHERE id = ${row.id}`,
      );
    }
  }
  for (const [key, value] of counters) {
    await run(sql`INSERT INTO reference_counters ("key", "value", updated_at, created_at) VALUES (${key}, ${value}, ${now}, ${now})`);
  }
}
