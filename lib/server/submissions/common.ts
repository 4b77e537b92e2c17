import 'server-only';
import type { Payload, PayloadRequest } from 'payload';
import type { Investor } from '@/cms/payload-types';
import type { AttachmentKind } from '@/cms/collections/attachments';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { HttpError } from '@/lib/server/http';
import { recordId } from '@/lib/record-id';
import type { StoredUpload, UploadFields } from '@/lib/server/uploads/multipart';

export const notFound = () => new HttpError(404, { message: S.notFound });

/** A route's `{id}`: a positive whole number, else 404 (never a hint of what exists). */
export function idParam(value: string | undefined): number {
  const id = recordId(value);
  if (id === undefined) throw notFound();
  return id;
}

/** One value per field (the last one sent), for the non-list fields of a form. */
export function singleValues(fields: UploadFields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, values]) => [key, values.at(-1) ?? '']));
}

/** Moved to lib/server/http (the one toolkit); kept until every caller imports it from there. */
export { fieldErrors, parseOr422 } from '@/lib/server/http';

/** The investor's name as one line: surname, name, patronymic. */
export const fullName = (user: Pick<Investor, 'surname' | 'name' | 'fathersName'>) =>
  [user.surname, user.name, user.fathersName].filter(Boolean).join(' ');

/** Records of the stored files, in the transaction of their submission. */
export async function createAttachments(
  payload: Payload,
  req: PayloadRequest,
  files: StoredUpload[],
  kind: AttachmentKind,
  owner: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) {
    const doc = await payload.create({
      collection: 'attachments',
      data: { name: file.name, size: file.size, mime: file.mime, storageKey: file.key, kind, owner },
      depth: 0,
      overrideAccess: true,
      req,
      select: { name: true },
    });
    ids.push(doc.id);
  }
  return ids;
}
