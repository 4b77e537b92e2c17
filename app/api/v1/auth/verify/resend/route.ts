import { recoverySchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { resendVerification, resendVerificationByEmail } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * POST /auth/verify/resend:
 * - without `email`: a new confirmation link for the logged-in (bearer or cookie), unconfirmed investor → `{ sent: true }`
 *   (401 without a token);
 * - with `{ email }` (a guest, e.g. from an expired link): always 200 `{ requested: true }`, whether the address
 *   has an account or not; only an unconfirmed account gets a link. Rate limited per IP and per address.
 */
export function POST(request: Request) {
  return respond(request, async () => {
    const { fields } = await readBody(request);
    const ctx = { request, locale: requestLocale(request) };
    if (fields.email === undefined) {
      await resendVerification(await requireInvestor(request), ctx);
      return ok({ sent: true });
    }
    const { email } = parseOr422(recoverySchema, fields);
    await resendVerificationByEmail(email, ctx);
    return ok({ requested: true });
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
