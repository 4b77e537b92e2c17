import { recoverySchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed, parseOr422, readBody } from '@/lib/server/http';
import { enforcePerIp, tooManyRequests } from '@/lib/server/rate-limit/guard';
import { assertUnverified, resendVerification, resendVerificationByEmail } from '@/lib/server/auth/service';

/**
 * POST /auth/verify/resend:
 * - without `email`: a new confirmation link for the logged-in (bearer or cookie), unconfirmed investor → `{ sent: true }`
 *   (401 without a token, 409 when confirmed already, 429 within a minute of the last link);
 * - with `{ email }` (a guest, e.g. from an expired link): always 200 `{ requested: true }`, whether the address
 *   has an account or not; only an unconfirmed account gets a link. Rate limited per IP and per address.
 */
export const POST = handle(async (request: Request) => {
  const { fields } = await readBody(request);
  if (fields.email === undefined) {
    const caller = await requireInvestor(request);
    assertUnverified(caller);
    await enforcePerIp(request, 'resend');
    const { retryAfter } = await resendVerification(caller);
    if (retryAfter) throw tooManyRequests(request, retryAfter);
    return ok({ sent: true });
  }
  const { email } = parseOr422(recoverySchema, fields);
  await enforcePerIp(request, 'resend');
  await resendVerificationByEmail(email);
  return ok({ requested: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
