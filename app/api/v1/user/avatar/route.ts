import { notFound } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { respond } from '@/lib/server/auth/http';
import { readAvatar } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/**
 * GET /user/avatar: the caller's own photo (the `image` URL of /user/info). Private: the bearer token or the
 * session cookie, which the browser sends with <img> on the same origin.
 */
export function GET(request: Request) {
  return respond(request, async () => {
    const caller = await requireInvestor(request);
    const avatar = await readAvatar(caller);
    if (!avatar) return notFound('No photo');
    return new Response(new Uint8Array(avatar.data), {
      headers: {
        'Content-Type': avatar.mimeType,
        'Content-Length': String(avatar.data.byteLength),
        // The URL changes with every new photo (?v=<id>); never in a shared cache.
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Authorization, Cookie',
      },
    });
  });
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
