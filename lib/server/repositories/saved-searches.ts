import 'server-only';
import type { SavedSearch as SavedSearchDoc } from '@/cms/payload-types';
import type { SavedSearchKind } from '@/lib/saved-searches/schemas';
import { payloadClient } from '@/lib/server/payload';
import { ownedBy, refId, type Owner, type Page } from './owner';

/**
 * An investor's saved searches. Two kinds of entry, as for the accounts:
 * - the owner's own (create, list, find, rename, pause, delete): every read and write is limited to the owner's
 *   records, so another investor's search is exactly a missing one;
 * - a mailed unsubscribe token's holder finds the one search whose stored hash it is (`byUnsubscribeHash`); that
 *   search's owner is then the Owner of the pause that follows.
 */

const COLLECTION = 'saved-searches' as const;
const SYSTEM = { overrideAccess: true, depth: 0 } as const;
const SELECT = { owner: true, name: true, kind: true, query: true, paused: true, lastAlertAt: true, createdAt: true } as const;

export type SavedSearchRecord = Pick<SavedSearchDoc, 'id' | 'owner' | 'name' | 'kind' | 'query' | 'paused' | 'lastAlertAt' | 'createdAt'>;
export type NewSavedSearch = { name: string; kind: SavedSearchKind; query: string; unsubscribeTokenHash: string; unsubscribeTokenSealed: string };

export async function countSavedSearches(owner: Owner): Promise<number> {
  const payload = await payloadClient();
  return (await payload.count({ collection: COLLECTION, where: ownedBy(owner), overrideAccess: true })).totalDocs;
}

export async function createSavedSearch(owner: Owner, data: NewSavedSearch): Promise<SavedSearchRecord> {
  const payload = await payloadClient();
  return payload.create({ collection: COLLECTION, data: { ...data, owner: owner.user.id, paused: false, alerted: [] }, select: SELECT, ...SYSTEM });
}

/** The owner's saved searches, newest first. */
export async function listSavedSearches(owner: Owner, { page, limit }: Page): Promise<{ docs: SavedSearchRecord[]; totalDocs: number }> {
  const payload = await payloadClient();
  const { docs, totalDocs } = await payload.find({ collection: COLLECTION, where: ownedBy(owner), sort: ['-createdAt', '-id'], select: SELECT, page, limit, ...SYSTEM });
  return { docs, totalDocs };
}

/** The owner's saved search, or null (someone else's looks exactly like a missing one). */
export async function findSavedSearch(owner: Owner, id: number): Promise<SavedSearchRecord | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: COLLECTION, where: ownedBy(owner, { id: { equals: id } }), select: SELECT, limit: 1, pagination: false, ...SYSTEM });
  return docs[0] ?? null;
}

/** Renames, pauses or resumes the owner's saved search (a resumption restarts its checks); null when it is not the owner's. */
export async function updateSavedSearch(owner: Owner, id: number, changes: { name?: string; paused?: boolean; lastCheckedAt?: string }): Promise<SavedSearchRecord | null> {
  if (!(await findSavedSearch(owner, id))) return null;
  const payload = await payloadClient();
  return payload.update({ collection: COLLECTION, id, data: changes, select: SELECT, ...SYSTEM });
}

/** Deletes the owner's saved search; false when it is not the owner's. */
export async function deleteSavedSearch(owner: Owner, id: number): Promise<boolean> {
  if (!(await findSavedSearch(owner, id))) return false;
  const payload = await payloadClient();
  await payload.delete({ collection: COLLECTION, id, select: { name: true }, ...SYSTEM });
  return true;
}

/** The saved search a mailed unsubscribe token (by its hash) belongs to, with its owner; null for none. */
export async function byUnsubscribeHash(hash: string): Promise<{ owner: Owner; search: SavedSearchRecord } | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({ collection: COLLECTION, where: { unsubscribeTokenHash: { equals: hash } }, select: SELECT, limit: 1, pagination: false, ...SYSTEM });
  const search = docs[0];
  return search ? { owner: { user: { id: refId(search.owner) } }, search } : null;
}
