import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { resendVerification } from '@/lib/server/auth/service';

/** POST /auth/verify/resend (bearer): a new confirmation link for the logged-in, unconfirmed investor. */
export function POST(request: Request) {
  return respond(async () => {
    const caller = await requireInvestor(request);
    await resendVerification(caller, { request, locale: requestLocale(request) });
    return ok({ sent: true });
  });
}
