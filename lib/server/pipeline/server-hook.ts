import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Step } from './step';

/**
 * How the pipeline gets in front of Next without a custom server and without patching Node. `next start` and the
 * standalone `server.js` create their HTTP server themselves and give it one 'request' listener, Next's handler;
 * neither hands the server to application code. Node publishes every incoming request on this diagnostics channel
 * (public API, with the server it arrived on) just before it emits 'request', so the hook meets the server at its
 * first request and puts the pipeline in front of the server's own listeners — of that one server instance.
 * server-hook.test.ts checks on a real server that this holds from the very first request; if a Node upgrade
 * stopped publishing the channel, or published it after the listener ran, it fails.
 */
export const REQUEST_START_CHANNEL = 'http.server.request.start';

type Listener = (this: Server, request: IncomingMessage, response: ServerResponse) => void;

/** Runs the steps in order; true when one of them answered the request. */
export function runSteps(steps: readonly Step[], request: IncomingMessage, response: ServerResponse): boolean {
  for (const step of steps) if (step(request, response) === 'answered') return true;
  return false;
}

/** Replaces the server's current 'request' listeners by one that runs the steps, then calls them. */
export function wrapRequestListeners(server: Server, steps: readonly Step[]): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', function pipeline(this: Server, request: IncomingMessage, response: ServerResponse) {
    if (runSteps(steps, request, response)) return;
    for (const listener of listeners) listener.call(this, request, response);
  });
}

/**
 * Puts the steps in front of every HTTP server of the process that receives a request, once per server, except those
 * `skip` names (the metrics listener answers operators, not visitors). Returns the unsubscribe (for tests).
 */
export function hookServers(steps: readonly Step[], skip: (server: Server) => boolean = () => false): () => void {
  const seen = new WeakSet<Server>();
  const onRequestStart = (message: unknown) => {
    const { server } = message as { server: Server };
    if (seen.has(server)) return;
    seen.add(server);
    if (!skip(server)) wrapRequestListeners(server, steps);
  };
  diagnostics.subscribe(REQUEST_START_CHANNEL, onRequestStart);
  return () => diagnostics.unsubscribe(REQUEST_START_CHANNEL, onRequestStart);
}
