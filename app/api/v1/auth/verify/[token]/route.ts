import { ok } from '@/lib/server/envelope';
import { respond } from '@/lib/server/auth/http';
import { verifyEmail } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** POST /auth/verify/{token} (our addition to §7): confirms the e-mail address of the mailed link. */
export function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return respond(request, async () => {
    const { token } = await params;
    await verifyEmail(token);
    return ok({ verified: true });
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
