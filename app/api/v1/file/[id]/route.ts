import { Readable } from 'node:stream';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { requestToken, resolveCaller } from '@/lib/server/auth/caller';
import { handle, messageError, methodNotAllowed } from '@/lib/server/http';
import { payloadClient } from '@/lib/server/payload';
import { idParam } from '@/lib/server/submissions/common';
import { contentDisposition, openFile } from '@/lib/server/submissions/files';

type Context = { params: Promise<{ id: string }> };

/** The back-office user of the call's admin session (Payload's own cookie or header), or null. */
async function staffOf(request: Request) {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false }).catch(() => ({ user: null }));
  return user?.collection === 'staff' ? user : null;
}

/**
 * GET /file/{id} (our addition): an attachment, to its owner (bearer or portal cookie) or reviewing staff (admin
 * session), streamed; 401 to a call with no credentials at all, 404 to anyone else.
 */
export const GET = handle<Context>(async (request, { params }) => {
  const id = idParam((await params).id);
  if (!requestToken(request) && !/payload-token=/.test(request.headers.get('cookie') ?? '')) throw messageError(401, M.unauthorized);
  const { file, stream } = await openFile({ investor: await resolveCaller(request), staff: () => staffOf(request) }, id);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      Vary: 'Authorization, Cookie',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
