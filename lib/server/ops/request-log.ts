import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Step } from '../pipeline/step';
import { log, redactUrl } from './log';
import { trustedProxyHops, type HeaderEnv } from './security-headers';

/** An id a trusted proxy may pass on (nginx's $request_id): letters, digits, `.`, `_`, `-`. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request's id: the trusted proxy's X-Request-Id when there is one (so its access log and ours match),
 * otherwise a new UUID. A client's own X-Request-Id is replaced when no proxy is trusted.
 */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>, env: HeaderEnv): string {
  const given = request.headers[REQUEST_ID_HEADER];
  if (trustedProxyHops(env) && typeof given === 'string' && FORWARDED_ID.test(given)) return given;
  return randomUUID();
}

type LogEnv = HeaderEnv & { LOG_LEVEL?: string };

/**
 * Gives every request an id — in the request (route handlers log it: lib/server/http/handler.ts) and in the answer's
 * X-Request-Id — and writes one JSON line when the answer is finished or the client went away.
 * LOG_LEVEL=warn (or error) keeps only the failed requests' lines (5xx as error, 4xx as warn). A step of the request
 * pipeline (../pipeline/index.ts).
 */
export function requestLogStep(env: LogEnv = process.env as LogEnv): Step {
  const quietBelow = env.LOG_LEVEL === 'error' ? 500 : env.LOG_LEVEL === 'warn' ? 400 : 0;
  return (request, response) => {
    const id = requestIdFor(request, env);
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    let written = false;
    const write = (aborted: boolean) => {
      if (written) return;
      written = true;
      const status = response.statusCode;
      if (!aborted && status < quietBelow) return;
      log(status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'info', 'request', {
        requestId: id,
        method: request.method,
        path: redactUrl(request.url ?? '/'),
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(aborted ? { aborted: true } : {}),
      });
    };
    response.on('finish', () => write(false));
    response.on('close', () => write(!response.writableFinished));
  };
}
