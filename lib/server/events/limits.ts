import 'server-only';
import { clientIp } from '@/lib/platform/rate-limit/client-ip';
import { consume } from '@/lib/platform/rate-limit/limiter';

/**
 * POST /event/registration needs no account and sends two mails: limited per client address before the body is
 * read (lib/platform/rate-limit/limits.ts `eventRegistration`), and per e-mail address once it is (`eventRegistrationAddress`).
 * `{ retryAfter }` (seconds) when the attempt is over a limit.
 */
export async function registrationLimit(request: Request, email?: string): Promise<{ retryAfter: number } | null> {
  const verdict = email ? await consume('eventRegistrationAddress', email) : await consume('eventRegistration', clientIp(request));
  return verdict.allowed ? null : { retryAfter: verdict.retryAfter };
}
