import { ok } from '@/lib/server/envelope';
import { respond } from '@/lib/server/auth/http';
import { noStore } from '@/lib/server/auth/route';
import { confirmEmailChange } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * POST /auth/email-change/{token} (the link mailed to the new address): `{ email }`, the new login.
 * 404 unknown or used link, 410 expired, 409 `email` when another account took the address meanwhile.
 */
export function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return respond(request, async () => {
    const { token } = await params;
    return noStore(ok({ email: await confirmEmailChange(token) }));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
