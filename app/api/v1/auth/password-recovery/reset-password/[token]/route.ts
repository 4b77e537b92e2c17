import { resetPasswordSchema } from '@/lib/auth/schemas/password';
import { ok } from '@/lib/server/envelope';
import { parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { resetPassword } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /auth/password-recovery/reset-password/{token}: single use, 1 hour; every session of the user ends. */
export function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return respond(request, async () => {
    const { token } = await params;
    const { password } = parseOr422(resetPasswordSchema, (await readBody(request)).fields);
    await resetPassword(token, password);
    return ok({ reset: true });
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
