import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore } from '@/lib/server/http';
import { confirmEmailChange } from '@/lib/server/auth/service';

type Context = { params: Promise<{ token: string }> };

/**
 * POST /auth/email-change/{token} (the link mailed to the new address): `{ email }`, the new login.
 * 404 unknown or used link, 410 expired, 409 `email` when another account took the address meanwhile.
 */
export const POST = handle(async (_request: Request, { params }: Context) => {
  const { token } = await params;
  return noStore(ok({ email: await confirmEmailChange(token) }));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
