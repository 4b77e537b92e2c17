import crypto from 'node:crypto';
import type { Step } from './pipeline/step';

/**
 * The TCP peer's address for route handlers. Next gives a handler no socket, and it fills X-Forwarded-For with the
 * socket's address only when the client sent none — so without a proxy that header is whatever the client says.
 * The request pipeline (./pipeline/index.ts) gives every incoming request the socket's address in a header whose
 * name is random per process (a client cannot guess it, and any copy it sends under that name is overwritten).
 * See docs/decisions/012-client-address.md.
 */
const NAME_KEY = Symbol.for('portal.peer-address-header');
type WithName = typeof globalThis & { [NAME_KEY]?: string };

/** The pipeline's step: the header's name is chosen once per process (every bundle reads the same one). */
export function peerAddressStep(): Step {
  const scope = globalThis as WithName;
  const name = (scope[NAME_KEY] ??= `x-portal-peer-${crypto.randomBytes(12).toString('hex')}`);
  return (request) => {
    if (request.headers) request.headers[name] = request.socket?.remoteAddress ?? '';
  };
}

/** The socket's address of this request, when the server was started with the header installed. */
export function peerAddress(request: Pick<Request, 'headers'>): string | null {
  const name = (globalThis as WithName)[NAME_KEY];
  const value = name ? request.headers.get(name)?.trim() : null;
  return value || null;
}
