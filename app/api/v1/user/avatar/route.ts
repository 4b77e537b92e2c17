import { notFound } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { readAvatar } from '@/lib/server/auth/service';

/**
 * GET /user/avatar: the caller's own photo (the `image` URL of /user/info). Private: the bearer token or the
 * session cookie, which the browser sends with <img> on the same origin.
 */
export const GET = handle(async (request: Request) => {
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

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
