import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key this server process sends with its own fresh reads of its API (lib/api/server.ts, `fresh`) and recognises
 * on them: the /search page's reads are made by the server for its visitors, from the server's own address, so a
 * per-address limit must count them against the visitor's address, which the read names in VISITOR_ADDRESS_HEADER.
 * Random per process and never sent to a browser, so a client cannot claim it (nor name an address of its choice).
 */
export const INTERNAL_READ_KEY_HEADER = 'x-portal-internal-key';
export const VISITOR_ADDRESS_HEADER = 'x-portal-visitor-address';

const KEY = Symbol.for('portal.internal-read-key');
const store = globalThis as unknown as { [KEY]?: string };

export function internalReadKey(): string {
  return (store[KEY] ??= randomBytes(24).toString('base64url'));
}

/** Whether the request carries this process's key. */
export function isInternalRead(request: Request): boolean {
  const sent = request.headers.get(INTERNAL_READ_KEY_HEADER);
  if (!sent) return false;
  const expected = Buffer.from(internalReadKey());
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The visitor a read of the server's own was made for (only on a read that carries this process's key). */
export function visitorAddressOf(request: Request): string | null {
  return isInternalRead(request) ? request.headers.get(VISITOR_ADDRESS_HEADER)?.trim() || null : null;
}
