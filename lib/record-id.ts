import { z } from 'zod';

/**
 * The largest id a record can have. PostgreSQL's `serial` ids are 32-bit integers and it refuses to compare one with
 * a larger number (a 500, where the answer is "no such record"); SQLite would hold more, but no record gets there.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record's id from what a client sent: a whole number from 1 to MAX_RECORD_ID, written in digits when it is text.
 * Anything else is `undefined`: it names no record.
 */
export function recordId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : undefined;
}

/** A related document by numeric id or by slug (the events list's `type` and `city`, the projects' `type`). */
export const refParam = (name: string) =>
  z.string().regex(/^(\d+|[a-z0-9]+(-[a-z0-9]+)*)$/, `${name} must be an id or a slug.`);
