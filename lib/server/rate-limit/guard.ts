import 'server-only';
import { HttpError } from '@/lib/server/http';
import { visitorAddressOf } from '@/lib/platform/internal-read';
import { clientIp } from '@/lib/platform/rate-limit/client-ip';
import { consume, type Verdict } from '@/lib/platform/rate-limit/limiter';
import type { LimitName } from '@/lib/platform/rate-limit/limits';
import { tooManyRequestsText } from '@/lib/platform/rate-limit/message';

/**
 * The 429 answer: the envelope with Retry-After, its message in the caller's language (`limits.tooManyRequests`
 * for the `Language` header's locale). Without the header it is the API's English text, which the portal's forms
 * recognise (lib/auth/schemas/messages.ts). `field` puts it under a form field (login: `password`), as §7 does.
 */
export function tooManyRequests(request: Request, retryAfter: number, field?: string): HttpError {
  const message = tooManyRequestsText(request.headers.get('language'));
  const headers = { 'Retry-After': String(retryAfter) };
  return field ? new HttpError(429, { [field]: [message] }, headers) : new HttpError(429, { message }, headers);
}

type Check = { limit: LimitName; key: string };

/**
 * Counts the attempt against each limit (all of them: an attempt over one limit still counts for the others)
 * and throws the 429 with the longest wait when any is exceeded.
 */
export async function enforce(request: Request, checks: Check[], field?: string): Promise<void> {
  const verdicts: Verdict[] = await Promise.all(checks.map(({ limit, key }) => consume(limit, key)));
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfter]));
  if (waits.length) throw tooManyRequests(request, Math.max(...waits), field);
}

/** The usual pair: the client's address against `ip`, and the account (or a guest's e-mail) against `account`. */
export function enforcePerIpAndAccount(request: Request, ip: LimitName, account: LimitName, accountKey: string, field?: string): Promise<void> {
  return enforce(request, [{ limit: ip, key: clientIp(request) }, { limit: account, key: accountKey }], field);
}

/**
 * Only the client's address: for a read the server makes for a visitor (lib/api/server.ts, `fresh`), the visitor's
 * (lib/platform/internal-read.ts). Before the body is read: every attempt counts, even a malformed one.
 */
export function enforcePerIp(request: Request, limit: LimitName, field?: string): Promise<void> {
  return enforce(request, [{ limit, key: visitorAddressOf(request) ?? clientIp(request) }], field);
}

/** One limit and key (an account or e-mail known only once the body is read). */
export function enforceOne(request: Request, limit: LimitName, key: string, field?: string): Promise<void> {
  return enforce(request, [{ limit, key }], field);
}
