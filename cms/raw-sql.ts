import type { Payload, PayloadRequest } from 'payload';

/**
 * One raw statement on either database, for what Payload's API cannot say atomically (claim a job, take the next
 * reference number, mark an item reminded): the caller writes it for both dialects (`sql` of @payloadcms/db-postgres
 * and of @payloadcms/db-sqlite) and gets the rows it returns. With `req` in a transaction (PostgreSQL) the statement
 * runs inside it.
 */

type Drizzle = {
  execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>;
  all?: (query: unknown) => Promise<Record<string, unknown>[]>;
};

export type Dialect = 'postgres' | 'sqlite';

export const dialectOf = (payload: Payload): Dialect => (payload.db.name === 'postgres' ? 'postgres' : 'sqlite');

export async function rowsOf(payload: Payload, query: { postgres: unknown; sqlite: unknown }, req?: PayloadRequest): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string, { db: Drizzle } | undefined> };
  const transactionID = req?.transactionID ? await req.transactionID : undefined;
  const drizzle = (transactionID !== undefined && db.sessions?.[String(transactionID)]?.db) || db.drizzle;
  if (dialectOf(payload) === 'postgres') return (await drizzle.execute!(query.postgres)).rows;
  return drizzle.all!(query.sqlite);
}
