import { recoverySchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { requestPasswordReset } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /auth/password-recovery/email: mails the reset link; an unknown address is a 422 (rate-limited per IP). */
export function POST(request: Request) {
  return respond(request, async () => {
    const { email } = parseOr422(recoverySchema, (await readBody(request)).fields);
    await requestPasswordReset(email, { request, locale: requestLocale(request) });
    return ok({ sent: true });
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
