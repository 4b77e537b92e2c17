import { peerAddressHeader } from '@/lib/platform/peer-address';
import type { Step } from './pipeline/step';

/**
 * The TCP peer's address for route handlers. Next gives a handler no socket, and it fills X-Forwarded-For with the
 * socket's address only when the client sent none — so without a proxy that header is whatever the client says.
 * The request pipeline (./pipeline/index.ts) gives every incoming request the socket's address in a header whose
 * name is random per process (a client cannot guess it, and any copy it sends under that name is overwritten).
 * Handlers read it with `peerAddress` (lib/platform/peer-address.ts). See docs/decisions/012-client-address.md.
 * This is the pipeline's step; the header's name is chosen once per process (every bundle reads the same one).
 */
export function peerAddressStep(): Step {
  const name = peerAddressHeader();
  return (request) => {
    if (request.headers) request.headers[name] = request.socket?.remoteAddress ?? '';
  };
}
