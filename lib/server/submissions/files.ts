import 'server-only';
import { Readable } from 'node:stream';
import { isAccountsStaff } from '@/cms/access/investors';
import { requestToken, resolveCaller } from '@/lib/server/auth/caller';
import { messageError } from '@/lib/server/auth/http';
import { payloadClient } from '@/lib/server/auth/payload';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { uploadStorage } from '@/lib/server/uploads/storage';
import { stripInvisible } from '@/lib/validation/invisible';
import { notFound } from './common';

/** `attachment` with the original name: RFC 5987 `filename*` and an ASCII fallback (RFC 6266). */
export function contentDisposition(stored: string): string {
  // Names stored before uploads were cleaned may still carry controls or bidirectional overrides.
  const name = stripInvisible(stored);
  // Accents dropped (é → e), other non-ASCII runs and quoting characters become `_`.
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]+/g, '_')
      .replace(/["\\;%]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Staff in the back office (Payload's admin session cookie) who review submissions. */
async function isReviewingStaff(request: Request): Promise<boolean> {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false }).catch(() => ({ user: null }));
  return user?.collection === 'staff' && isAccountsStaff(user);
}

/**
 * GET /file/{id}: the file's owner (bearer or portal cookie) or reviewing staff (admin session) get it, streamed
 * from storage; anyone else a 404 (401 without any credentials).
 */
export async function openFile(request: Request, id: number): Promise<Response> {
  const payload = await payloadClient();
  const file = await payload.findByID({ collection: 'attachments', id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, size: true, mime: true, storageKey: true, owner: true } });
  const caller = await resolveCaller(request);
  const owner = file ? (typeof file.owner === 'object' ? file.owner?.id : file.owner) : undefined;
  const allowed = Boolean(file && ((caller && owner === caller.user.id) || (await isReviewingStaff(request))));
  if (!allowed || !file) {
    if (!caller && !requestToken(request) && !/payload-token=/.test(request.headers.get('cookie') ?? '')) throw messageError(401, M.unauthorized);
    throw notFound();
  }
  const stream = await uploadStorage().get(file.storageKey);
  if (!stream) throw notFound();
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
}
