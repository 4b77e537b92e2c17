import type { Server } from 'node:http';
import { keepEncodedBodies } from '../encoded-bodies';
import { requestMetricsStep } from '../metrics';
import { keepHeadRules } from '../ops/answer-head';
import { requestLogStep } from '../ops/request-log';
import { securityHeadersStep, type HeaderEnv } from '../ops/security-headers';
import { peerAddressStep } from '../peer-address';
import { setPathLocale } from '../request-locale';
import { refuseUnservedMethod } from '../request-method';
import { repairRequestPath } from '../request-path';
import { hookServers } from './server-hook';
import type { Step } from './step';

/**
 * The request pipeline: everything the portal does to a request before Next's handler sees it, in one ordered list.
 * It is installed once per process by instrumentation.ts, in front of the server `next start` (or the standalone
 * server.js) created (./server-hook.ts; why not a custom server: docs/decisions/028-request-pipeline.md).
 *
 * 1. Path repair — a path that cannot be percent-decoded is repaired, before any step or Next reads it
 *    (../request-path.ts).
 * 2. Client address — the TCP peer's address goes into a header whose name is random per process, for the rate
 *    limits (../peer-address.ts).
 * 3. Address language — the first path segment's language goes into a header for the global 404
 *    (../request-locale.ts).
 * 4. Request id and log line — every request gets an id (the trusted proxy's or a new one), in the request and in
 *    X-Request-Id, and one JSON line when it ends (../ops/request-log.ts).
 * 5. Security headers — CSP, HSTS over HTTPS, nosniff, framing… by kind of answer (../ops/security-headers.ts).
 * 6. Metrics — every answer counted and timed for Prometheus (../metrics.ts).
 * 7. Head rules — when the head is written: Connection: close before the request's body arrived, Vary on the
 *    root's detection, no shared caching with Set-Cookie (../ops/answer-head.ts).
 * 8. Kept encodings — a large page string sent from Next's cache is encoded to UTF-8 once, not on every hit
 *    (../encoded-bodies.ts).
 * 9. Method refusal — a method the portal never serves (TRACE, PROPFIND…) is answered 405 here, with everything
 *    above already applied, and Next never sees it (../request-method.ts).
 *
 * Not a step, because it is not per request: the password-hash limit (../auth/hash-limit.ts), installed beside the
 * pipeline by instrumentation.ts.
 */
export function requestSteps(env: HeaderEnv & { LOG_LEVEL?: string } = process.env as HeaderEnv): readonly Step[] {
  return [
    repairRequestPath,
    peerAddressStep(),
    setPathLocale,
    requestLogStep(env),
    securityHeadersStep(env),
    requestMetricsStep(),
    keepHeadRules,
    keepEncodedBodies(),
    refuseUnservedMethod,
  ];
}

const INSTALLED = Symbol.for('portal.request-pipeline');
type WithPipeline = typeof globalThis & { [INSTALLED]?: true };

/** Installs the pipeline on every HTTP server of the process but those in `skip` (the metrics listener); once. */
export function installRequestPipeline(skip: ReadonlySet<Server> = new Set()): void {
  const scope = globalThis as WithPipeline;
  if (scope[INSTALLED]) return;
  scope[INSTALLED] = true;
  hookServers(requestSteps(), (server) => skip.has(server));
}
