import { loginSchema } from '@/lib/auth/schemas/login';
import { ok } from '@/lib/server/envelope';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { requestLocale, withCookie } from '@/lib/server/auth/route';
import { countLoginAttempt, login } from '@/lib/server/auth/service';
import { sessionCookie } from '@/lib/server/auth/tokens';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * POST /auth/login/email: `result.token`, and the same token in the HttpOnly session cookie
 * (a browser-session cookie and a 12-hour token when `session` is true; 30 days otherwise).
 */
export function POST(request: Request) {
  return respond(request, async () => {
    await countLoginAttempt(request);
    const { email, password, session } = parseOr422(loginSchema, (await readBody(request)).fields);
    const { token, persist } = await login({ email, password, session }, { request, locale: requestLocale(request) });
    return withCookie(ok({ token }), sessionCookie(token, persist));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
