import 'server-only';
import type { PayloadRequest } from 'payload';
import type { AttachmentKind } from '@/cms/collections/attachments';
import type { Attachment } from '@/cms/payload-types';
import { payloadClient } from '@/lib/server/payload';
import { ownedBy, type Owner } from './owner';
import type { Tx } from './transaction';

/**
 * The records of investors' private files (the bytes are in upload storage under `storageKey`). An investor
 * reaches only the attachments they own; staff reach them through the collection's own read access.
 */

/** A file written to storage and checked, whose record is still to be made. */
export type NewAttachment = { key: string; name: string; size: number; mime: string };

/** What a download needs. */
export type AttachmentFile = Pick<Attachment, 'id' | 'name' | 'size' | 'mime' | 'storageKey'>;

/** The related attachments' fields a submission's DTO shows (Payload's `populate`). */
export const ATTACHMENT_POPULATE = { attachments: { name: true, size: true, mime: true } } as const;

const FILE_SELECT = { name: true, size: true, mime: true, storageKey: true } as const;

/** Records of the stored files, owned by the investor (null: a guest's request), in the submission's transaction. */
export async function createAttachments(owner: Owner | null, files: readonly NewAttachment[], kind: AttachmentKind, tx: Tx): Promise<number[]> {
  const payload = await payloadClient();
  const ids: number[] = [];
  for (const file of files) {
    const doc = await payload.create({
      collection: 'attachments',
      data: { name: file.name, size: file.size, mime: file.mime, storageKey: file.key, kind, owner: owner?.user.id ?? null },
      depth: 0,
      overrideAccess: true,
      req: tx,
      select: { name: true },
    });
    ids.push(doc.id);
  }
  return ids;
}

/** The investor's own attachment, or null (someone else's looks exactly like a missing one). */
export async function ownAttachment(owner: Owner, id: number): Promise<AttachmentFile | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'attachments',
    where: ownedBy(owner, { id: { equals: id } }),
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: FILE_SELECT,
  });
  return docs[0] ?? null;
}

/**
 * An attachment as a back-office user may read it: the collection's access decides (reviewers and admins),
 * null for anyone else and for a missing one.
 */
export async function attachmentForStaff(user: NonNullable<PayloadRequest['user']>, id: number): Promise<AttachmentFile | null> {
  const payload = await payloadClient();
  return payload.findByID({ collection: 'attachments', id, user, overrideAccess: false, depth: 0, disableErrors: true, select: FILE_SELECT });
}

/**
 * Removes the records of the owner's attachments among `ids` and answers their storage keys. The bytes stay:
 * the collection's delete hook would remove them before the transaction commits, so the caller removes them
 * after it.
 */
export async function removeAttachmentRecords(owner: Owner, ids: readonly number[], tx: Tx): Promise<string[]> {
  if (!ids.length) return [];
  const payload = await payloadClient();
  const where = ownedBy(owner, { id: { in: [...ids] } });
  const { docs } = await payload.find({ collection: 'attachments', where, depth: 0, pagination: false, overrideAccess: true, req: tx, select: { storageKey: true } });
  if (docs.length) await payload.db.deleteMany({ collection: 'attachments', where: { id: { in: docs.map((doc) => doc.id) } }, req: tx });
  return docs.map((doc) => doc.storageKey);
}
