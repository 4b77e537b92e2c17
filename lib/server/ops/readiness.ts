import 'server-only';
import { fail, ok } from '@/lib/server/envelope';
import { payloadClient } from '@/lib/server/payload';
import { probeDatabase } from '@/lib/server/repositories/health';
import { log } from './log';
import { RETRY_AFTER_SECONDS } from './outage-message';

/** How long a readiness probe waits for the database before it answers 503. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Readiness: the database answers a query within a few seconds. 200 `{status: 'ok', database}` or 503 in the
 * envelope; never cached. A load balancer takes the instance out while it fails (liveness stays 200).
 */
export async function readinessAnswer(request: Request): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const payload = await payloadClient();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`database did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    await Promise.race([probeDatabase(payload), timeout]);
    return ok({ status: 'ok', database: payload.db.name }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log('warn', 'health.not-ready', { requestId: request.headers.get('x-request-id'), error });
    return fail(503, { message: 'Database unavailable' }, { headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  } finally {
    clearTimeout(timer);
  }
}
