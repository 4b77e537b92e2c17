import 'server-only';
import type { Passport as PassportDoc } from '@/cms/payload-types';
import { payloadClient } from '@/lib/server/payload';
import { ATTACHMENT_POPULATE } from './attachments';
import { ownedBy, refId, type Owner } from './owner';
import type { Tx } from './transaction';

/** Project passports: one per request, read and written only by the request's owner. */

/** The passport's own fields (spec §3), as a save sends them: absent keeps, null clears. */
export type PassportFields = Partial<Omit<PassportDoc, 'id' | 'request' | 'owner' | 'reviewStatus' | 'files' | 'createdAt' | 'updatedAt'>>;

/** The owner's passport of a request, with its attachments, or null (none yet, or not the owner's). */
export async function passportOfRequest(owner: Owner, requestId: number, tx?: Tx): Promise<PassportDoc | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'passports',
    where: ownedBy(owner, { request: { equals: requestId } }),
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: tx,
  });
  return docs[0] ?? null;
}

/** Which of the owner's requests among `requestIds` have a passport. */
export async function requestsWithPassport(owner: Owner, requestIds: readonly number[]): Promise<Set<number>> {
  if (!requestIds.length) return new Set();
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'passports',
    where: ownedBy(owner, { request: { in: [...requestIds] } }),
    depth: 0,
    limit: requestIds.length,
    pagination: false,
    overrideAccess: true,
    select: { request: true },
  });
  return new Set(docs.map((doc) => refId(doc.request)));
}

/** The first save of the passport of the owner's request: owned by the investor, Pending Review; null when the request is not the owner's. */
export async function createPassport(owner: Owner, requestId: number, data: PassportFields & { files: number[] }, tx: Tx): Promise<PassportDoc | null> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection: 'requests', where: ownedBy(owner, { id: { equals: requestId } }), overrideAccess: true, req: tx });
  if (!totalDocs) return null;
  return payload.create({
    collection: 'passports',
    data: { ...data, request: requestId, owner: owner.user.id, reviewStatus: 'pending' },
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    overrideAccess: true,
    req: tx,
  });
}

/** A later save of the owner's passport, or null when the passport is not the owner's. */
export async function updatePassport(owner: Owner, id: number, data: PassportFields & { files: number[] }, tx: Tx): Promise<PassportDoc | null> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection: 'passports', where: ownedBy(owner, { id: { equals: id } }), overrideAccess: true, req: tx });
  if (!totalDocs) return null;
  return payload.update({ collection: 'passports', id, data, depth: 1, populate: ATTACHMENT_POPULATE, overrideAccess: true, req: tx });
}
