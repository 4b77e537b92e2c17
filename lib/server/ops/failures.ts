import { StorageUnavailableError } from '@/lib/platform/storage/upload-storage';

/**
 * Which failures are the infrastructure's, not the request's: the database unreachable or refusing, the upload
 * storage full or unwritable. They answer 503 with a message in the caller's language (lib/server/http/handler.ts), never
 * 500, so a client (and the reverse proxy) knows to try again later. See docs/decisions/025-security-headers-faults-operations.md.
 */
export type Outage = 'database' | 'storage';

/**
 * Node's and the drivers' codes of a database that cannot be reached or is shutting down. Not ECONNRESET or EPIPE:
 * a client that goes away mid-upload raises those too, and that is the client's failure (400), not an outage.
 */
const DATABASE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
]);

/** A disk that is full, read-only or not ours to write. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE', 'EIO', 'SQLITE_FULL']);

const DATABASE_TEXT = /connection (terminated|refused|timeout|ended)|terminating connection|the database system is (shutting down|starting up)|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated unexpectedly/i;

function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 10) {
    seen.add(current);
    yield current;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    // AggregateError (a pool that tried IPv4 and IPv6): the first inner error tells.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
}

/** The outage behind an error (its cause chain included), or null for a failure of the request itself. */
export function outageOf(error: unknown): Outage | null {
  for (const link of chain(error)) {
    if (link instanceof StorageUnavailableError) return 'storage';
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_CODES.has(code)) return code === 'SQLITE_FULL' ? 'database' : 'storage';
    if (typeof code === 'string' && DATABASE_CODES.has(code)) return 'database';
    const message = (link as { message?: unknown }).message;
    if (typeof message === 'string' && DATABASE_TEXT.test(message)) return 'database';
  }
  return null;
}
