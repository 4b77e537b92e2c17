import { registrationSchema } from '@/lib/auth/schemas/registration';
import { ok } from '@/lib/server/envelope';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { requestLocale } from '@/lib/server/auth/route';
import { register, toPortalUser } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /auth/registration/email: an unconfirmed investor and the confirmation mail (the portal logs in next). */
export function POST(request: Request) {
  return respond(request, async () => {
    const input = parseOr422(registrationSchema, (await readBody(request)).fields);
    const user = await register(input, { request, locale: requestLocale(request) });
    return ok(toPortalUser(user));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
