import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Step } from '../pipeline/step';

/**
 * Rules every answer of the public server keeps, applied when its head is written: after Next, the proxy and the route
 * handler have set their headers (Next sets a page's `Vary` itself, so a value set before it would be lost). The
 * request pipeline (../pipeline/index.ts) puts them on each response it sees: that response's own `writeHead` runs
 * them first. Node writes an implicit head (`response.end()` with no `writeHead`) through `this.writeHead` too, which
 * the real-server test below checks, so every head passes.
 *
 * - **An answer written before its request's body has arrived closes the connection** (`Connection: close`). A
 *   refused upload (413 at the size limit, a refused type) stops reading the body; kept alive, the connection
 *   still holds the rest of it, and the client's next request on that connection failed (ECONNRESET in Node, a
 *   network error in a browser, a 502 from nginx with upstream keep-alive). Once the answer is sent, the rest of
 *   the body is read and dropped for a short while, up to a bound, before the connection is closed, so the client
 *   is not reset while it is still sending and reads the answer (an nginx-style lingering close).
 * - **The root's answers vary by Accept-Language and Cookie**: `/` is the one address whose language is detected
 *   (the `NEXT_LOCALE` cookie, then Accept-Language: proxy.ts, docs/decisions/002), answered by a redirect to
 *   /en|tr|zh or by the Russian page, which Next's cache marks `s-maxage`.
 * - **An answer that sets a cookie is never kept by a shared cache**: its Cache-Control becomes `private, no-store`
 *   unless it already says private or no-store (next-intl's detection on the root rewrites an outdated locale
 *   cookie on a cached page).
 */

/** The request headers the root's answer depends on. */
export const ROOT_VARY = ['Accept-Language', 'Cookie'] as const;
/** After an answer sent before its request's body, the rest is read and dropped up to this many bytes… */
export const LINGER_BYTES = 64 * 1024 * 1024;
/** …and for this long at most; then the connection is closed. */
export const LINGER_MS = 5_000;

type Head = Pick<ServerResponse, 'getHeader' | 'setHeader'> & { req?: IncomingMessage; shouldKeepAlive: boolean };

/** A request that announced a body (a length above 0, or chunks) and has not received all of it yet. */
export function bodyStillArriving(request: Pick<IncomingMessage, 'headers' | 'complete'>): boolean {
  if (request.complete) return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

const isRoot = (url: string | undefined) => url === '/' || (url?.startsWith('/?') ?? false);

/** `Vary` with `names` added (each once, whatever its case), keeping what was there. */
export function withVary(current: string | undefined, names: readonly string[]): string {
  const present = (current ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const lower = new Set(present.map((part) => part.toLowerCase()));
  if (lower.has('*')) return '*';
  return [...present, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', ');
}

/** Whether a Cache-Control value already keeps the answer out of shared caches. */
const keptPrivate = (value: string) => /(?:^|,)\s*(?:private|no-store)\s*(?:[,=]|$)/i.test(value);

const headerText = (value: ReturnType<ServerResponse['getHeader']>) =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/** Applies the rules to an answer whose head is about to be written; true when its connection is to close. */
export function applyHeadRules(response: Head): boolean {
  const request = response.req;
  let closing = false;
  if (request && bodyStillArriving(request)) {
    response.shouldKeepAlive = false;
    closing = true;
  }
  if (isRoot(request?.url)) response.setHeader('Vary', withVary(headerText(response.getHeader('vary')), ROOT_VARY));
  if (response.getHeader('set-cookie') !== undefined && !keptPrivate(headerText(response.getHeader('cache-control')) ?? '')) {
    response.setHeader('Cache-Control', 'private, no-store');
  }
  return closing;
}

type Lingering = {
  destroySoon?: () => void;
  destroy: () => void;
  end: () => void;
  resume: () => void;
  on: (event: string, listener: (...args: never[]) => void) => void;
  removeAllListeners: (event: string) => void;
  _handle?: { reading?: boolean; readStart?: () => void } | null;
};

/**
 * Replaces the socket's close after the answer (Node calls `destroySoon` for `Connection: close`) by a lingering
 * one: the answer is flushed and the sending side shut, then what the client still sends is read and dropped until
 * it stops, `bytes` or `ms`, whichever comes first. Closing with unread bytes would reset the connection, and a
 * client still sending its body may then lose the answer it was sent.
 */
export function lingerOnClose(socket: Lingering, bytes = LINGER_BYTES, ms = LINGER_MS): void {
  socket.destroySoon = () => {
    let seen = 0;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, ms);
    timer.unref?.();
    // The HTTP parser sees nothing more (no request after the body is dispatched); a 'data' listener of our own also
    // makes Node stop feeding the socket to the parser natively.
    socket.removeAllListeners('data');
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bytes) close();
    });
    socket.on('end', close);
    socket.on('close', () => clearTimeout(timer));
    socket.end();
    socket.resume();
    // The server stopped reading when the body was no longer consumed (the handle's read, under the stream's flow):
    // start it again, as Node's own resume of an HTTP socket does.
    const handle = socket._handle;
    if (handle && !handle.reading) {
      handle.reading = true;
      handle.readStart?.();
    }
  };
}

type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/** The pipeline's step: this response's head keeps the rules (its own `writeHead`, not the class's). */
export const keepHeadRules: Step = (_request, response) => {
  const target = response as unknown as { writeHead: WriteHead };
  const writeHead = target.writeHead;
  target.writeHead = function writeHeadWithRules(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && applyHeadRules(this as unknown as Head) && this.socket) {
      lingerOnClose(this.socket as unknown as Lingering);
    }
    return writeHead.apply(this, args);
  };
};
