import { recoverySchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, parseOr422, readBody, statedLocale } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { requestPasswordReset } from '@/lib/server/auth/service';

/** POST /auth/password-recovery/email: mails the reset link; an unknown address is a 422 (rate-limited per IP and address). */
export const POST = handle(async (request: Request) => {
  const { email } = parseOr422(recoverySchema, (await readBody(request)).fields);
  // The answer tells whether the address has an account: limited per IP and per address.
  await enforcePerIpAndAccount(request, 'recovery', 'recoveryAddress', email, 'email');
  await requestPasswordReset(email, { locale: statedLocale(request) });
  return ok({ sent: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
