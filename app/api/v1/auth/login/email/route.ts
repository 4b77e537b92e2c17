import { loginSchema } from '@/lib/auth/schemas/login';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, parseOr422, readBody, statedLocale, withCookie } from '@/lib/server/http';
import { enforcePerIp } from '@/lib/server/rate-limit/guard';
import { login } from '@/lib/server/auth/service';
import { sessionCookie } from '@/lib/server/auth/tokens';

/**
 * POST /auth/login/email: `result.token`, and the same token in the HttpOnly session cookie
 * (a browser-session cookie and a 12-hour token when `session` is true; 30 days otherwise).
 */
export const POST = handle(async (request: Request) => {
  // Every attempt counts, even a malformed one: before the body is read.
  await enforcePerIp(request, 'login', 'password');
  const { email, password, session } = parseOr422(loginSchema, (await readBody(request)).fields);
  const { token, persist } = await login({ email, password, session }, { locale: statedLocale(request) });
  return withCookie(ok({ token }), sessionCookie(token, persist));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
