import 'server-only';
import { clientIp, FixedWindowLimiter } from '@/lib/server/auth/rate-limit';

const HOUR = 60 * 60_000;
const configured = Number(process.env.EVENT_LIMIT_REGISTRATION);

/**
 * POST /event/registration needs no account and sends two mails: at most 30 attempts an hour per client
 * address (EVENT_LIMIT_REGISTRATION overrides it), enough for an office registering its people.
 */
export const registrationLimiter = new FixedWindowLimiter(Number.isInteger(configured) && configured > 0 ? configured : 30, HOUR);

/** Counts the attempt; `{ retryAfter }` (seconds) when the client is over the limit. */
export function registrationLimit(request: Request): { retryAfter: number } | null {
  const ip = clientIp(request);
  return registrationLimiter.hit(ip) ? null : { retryAfter: registrationLimiter.retryAfter(ip) };
}
