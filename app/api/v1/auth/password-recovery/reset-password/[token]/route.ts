import { resetPasswordSchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, parseOr422, readBody } from '@/lib/server/http';
import { resetPassword } from '@/lib/server/auth/service';

type Context = { params: Promise<{ token: string }> };

/** POST /auth/password-recovery/reset-password/{token}: single use, 1 hour; every session of the user ends. */
export const POST = handle(async (request: Request, { params }: Context) => {
  const { token } = await params;
  const { password } = parseOr422(resetPasswordSchema, (await readBody(request)).fields);
  await resetPassword(token, password);
  return ok({ reset: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
