import { registrationSchema } from '@/lib/auth/schemas/registration';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, parseOr422, readBody, statedLocale } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { register, toPortalUser } from '@/lib/server/auth/service';

/** POST /auth/registration/email: an unconfirmed investor and the confirmation mail (the portal logs in next). */
export const POST = handle(async (request: Request) => {
  const input = parseOr422(registrationSchema, (await readBody(request)).fields);
  await enforcePerIpAndAccount(request, 'registration', 'registrationAddress', input.email);
  const user = await register(input, { locale: statedLocale(request) });
  return ok(toPortalUser(user));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
