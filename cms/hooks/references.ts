import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload, PayloadRequest } from 'payload';
import { krasnoyarskDate } from '../../lib/submissions/deadlines';
import { rowsOf } from '../raw-sql';

/** `ИП-2026-000123` for project submissions, `ОБ-2026-000045` for appeals. */
export const REFERENCE_PREFIXES = { requests: 'ИП', appeals: 'ОБ' } as const;
export type ReferencedCollection = keyof typeof REFERENCE_PREFIXES;


/**
 * The next reference of a collection for an item arriving at `at`: prefix, the Krasnoyarsk year and a six-digit
 * number that continues per prefix and year. The number is taken with one statement — insert the year's counter at 1
 * or, when it exists, add 1 — so two items arriving together never share a number, and a deleted item's number is
 * never given again. With `req` in a transaction (PostgreSQL) the statement is part of it: the counter's row stays
 * locked until the item is saved, so items of one year are numbered one after the other (without it, concurrent
 * creations could take every pooled connection and wait for one more), and a creation that is rolled back gives its
 * number back: it was never issued.
 */
export async function nextReference(payload: Payload, collection: ReferencedCollection, at: Date | string = new Date(), req?: PayloadRequest): Promise<string> {
  const key = `${REFERENCE_PREFIXES[collection]}-${krasnoyarskDate(at).slice(0, 4)}`;
  const now = new Date().toISOString();
  const rows = await rowsOf(
    payload,
    {
      postgres: postgresSql`INSERT INTO reference_counters ("key", "value", updated_at, created_at)
        VALUES (${key}, 1, ${now}::timestamptz, ${now}::timestamptz)
        ON CONFLICT ("key") DO UPDATE SET "value" = reference_counters."value" + 1, updated_at = excluded.updated_at
        RETURNING "value"`,
      sqlite: sqliteSql`INSERT INTO reference_counters ("key", "value", updated_at, created_at)
        VALUES (${key}, 1, ${now}, ${now})
        ON CONFLICT ("key") DO UPDATE SET "value" = reference_counters."value" + 1, updated_at = excluded.updated_at
        RETURNING "value"`,
    },
    req,
  );
  const value = Number(rows[0]?.value);
  if (!Number.isInteger(value) || value < 1) throw new Error(`No reference number for ${key}`);
  return `${key}-${String(value).padStart(6, '0')}`;
}
