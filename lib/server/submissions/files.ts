import 'server-only';
import type { Readable } from 'node:stream';
import type { PayloadRequest } from 'payload';
import { uploadStorage } from '@/lib/platform/storage/storage';
import { attachmentForStaff, ownAttachment, type AttachmentFile } from '@/lib/server/repositories/attachments';
import type { Owner } from '@/lib/server/repositories/owner';
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

/**
 * Who asks for a file: the investor behind the call (or none), and the back-office user of the call's admin
 * session, looked up only when the investor does not own the file.
 */
export type FileReader = { investor: Owner | null; staff: () => Promise<PayloadRequest['user']> };

/**
 * GET /file/{id}: the file's owner, or staff whom the attachments' read access allows (reviewers and admins),
 * get its record and its bytes streamed from storage; anyone else a 404, exactly as for a missing file.
 */
export async function openFile({ investor, staff }: FileReader, id: number): Promise<{ file: AttachmentFile; stream: Readable }> {
  let file = investor ? await ownAttachment(investor, id) : null;
  if (!file) {
    const user = await staff();
    if (user) file = await attachmentForStaff(user, id);
  }
  if (!file) throw notFound();
  const stream = await uploadStorage().get(file.storageKey);
  if (!stream) throw notFound();
  return { file, stream };
}
