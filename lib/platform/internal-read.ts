import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key this server process sends with its own fresh reads of its API (lib/api/server.ts, `fresh`) and recognises
 * on them: the site search's per-address limit counts outside clients only, while the /search page's reads (made by
 * the server for its visitors, from the server's own address) would otherwise all count against one address. Random
 * per process and never sent to a browser, so a client cannot claim it.
 */
export const INTERNAL_READ_KEY_HEADER = 'x-portal-internal-key';

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
