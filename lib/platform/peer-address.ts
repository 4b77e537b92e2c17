import crypto from 'node:crypto';

/**
 * The TCP peer's address for route handlers and Payload's hooks. Next gives a handler no socket, and it fills
 * X-Forwarded-For with the socket's address only when the client sent none — so without a proxy that header is
 * whatever the client says. The request pipeline (lib/server/peer-address.ts, one of its steps) gives every incoming
 * request the socket's address in a header whose name is random per process (a client cannot guess it, and any copy
 * it sends under that name is overwritten). See docs/decisions/012-client-address.md.
 */
const NAME_KEY = Symbol.for('portal.peer-address-header');
type WithName = typeof globalThis & { [NAME_KEY]?: string };

/** The header's name in this process, chosen on first use (kept on globalThis: every bundle reads the same one). */
export function peerAddressHeader(): string {
  const scope = globalThis as WithName;
  return (scope[NAME_KEY] ??= `x-portal-peer-${crypto.randomBytes(12).toString('hex')}`);
}

/** The socket's address of this request, when the server was started with the header installed. */
export function peerAddress(request: Pick<Request, 'headers'>): string | null {
  const name = (globalThis as WithName)[NAME_KEY];
  const value = name ? request.headers.get(name)?.trim() : null;
  return value || null;
}
