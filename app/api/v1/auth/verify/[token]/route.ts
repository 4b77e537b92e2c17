import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { verifyEmail } from '@/lib/server/auth/service';

type Context = { params: Promise<{ token: string }> };

/** POST /auth/verify/{token} (our addition to §7): confirms the e-mail address of the mailed link. */
export const POST = handle(async (_request: Request, { params }: Context) => {
  const { token } = await params;
  await verifyEmail(token);
  return ok({ verified: true });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
