import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Hooks that see every incoming request before Next does (installed once per process by instrumentation.ts).
 * Next gives route handlers no socket and decodes the path before any code of ours runs, so the few things that
 * must happen first — the peer's address (./peer-address.ts), repairing a path that cannot be decoded
 * (./request-path.ts), the request id and log line and the security headers (./ops/), timing every answer
 * (./metrics.ts) — patch the server's `emit('request')` here, once.
 */
/** A hook that answers the request itself returns 'answered': Next then never sees it (the hooks before it have run). */
type Hook = (request: IncomingMessage, response: ServerResponse) => void | 'answered';
const HOOKS_KEY = Symbol.for('portal.incoming-request-hooks');
type WithHooks = typeof globalThis & { [HOOKS_KEY]?: Map<string, Hook> };
type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/** Adds a named hook (installing the same name twice keeps the first); patches the server class on first use. */
export function onIncomingRequest(server: typeof Server, name: string, hook: Hook): void {
  const scope = globalThis as WithHooks;
  let hooks = scope[HOOKS_KEY];
  if (!hooks) {
    hooks = new Map();
    scope[HOOKS_KEY] = hooks;
    const all = hooks;
    const target = server.prototype as unknown as { emit: Emit };
    const emit = target.emit;
    target.emit = function patchedEmit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request' && args[0] && args[1]) {
        for (const run of all.values()) if (run(args[0] as IncomingMessage, args[1] as ServerResponse) === 'answered') return true;
      }
      return emit.call(this, event, ...args);
    };
  }
  if (!hooks.has(name)) hooks.set(name, hook);
}
