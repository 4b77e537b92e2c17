import crypto from 'node:crypto';
import type { Server } from 'node:http';
import { onIncomingRequest } from './incoming-request';

/**
 * The TCP peer's address for route handlers. Next gives a handler no socket, and it fills X-Forwarded-For with the
 * socket's address only when the client sent none — so without a proxy that header is whatever the client says.
 * instrumentation.ts installs this at start: every incoming request gets the socket's address in a header whose
 * name is random per process (a client cannot guess it, and any copy it sends under that name is overwritten).
 * See docs/decisions/012-client-address.md.
 */
const NAME_KEY = Symbol.for('portal.peer-address-header');
type WithName = typeof globalThis & { [NAME_KEY]?: string };

export function installPeerAddressHeader(server: typeof Server): void {
  const scope = globalThis as WithName;
  if (scope[NAME_KEY]) return;
  const name = `x-portal-peer-${crypto.randomBytes(12).toString('hex')}`;
  onIncomingRequest(server, 'peer-address', (request) => {
    if (request.headers) request.headers[name] = request.socket?.remoteAddress ?? '';
  });
  scope[NAME_KEY] = name;
}

/** The socket's address of this request, when the server was started with the header installed. */
export function peerAddress(request: Pick<Request, 'headers'>): string | null {
  const name = (globalThis as WithName)[NAME_KEY];
  const value = name ? request.headers.get(name)?.trim() : null;
  return value || null;
}
