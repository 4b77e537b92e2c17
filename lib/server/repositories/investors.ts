import 'server-only';
import type { Investor } from '@/cms/payload-types';
import { payloadClient } from '@/lib/server/payload';
import { ownedBy, type Owner } from './owner';

/**
 * Investors' accounts and their photos: the only module of the accounts API that reads or writes them past
 * Payload's access control. Two kinds of entry:
 * - a guest who holds a credential (an address and password, a mailed link's token) finds the one account it
 *   opens: `accountByEmail`, `accountByVerificationHash`, `accountByEmailChangeHash`, `authenticate`,
 *   `resetPasswordByToken`; the account found is then the Owner of what follows;
 * - everything else takes the Owner (the caller, or the account a credential opened) and touches that account's
 *   record, sessions and photos only: an id of another account's photo finds nothing and deletes nothing.
 */

const COLLECTION = 'investors' as const;

/** The fields a write may set (Payload runs the collection's hooks and validation on `updateOwnAccount`). */
export type AccountChanges = Partial<Omit<Investor, 'id' | 'createdAt' | 'updatedAt' | 'sessions' | 'avatar'>> & {
  avatar?: number | null;
  password?: string;
};

export type NewAccount = Pick<Investor, 'name' | 'surname' | 'phone' | 'email' | 'locale'> & {
  password: string;
  emailVerified: false;
  consentAt: string | null;
  verificationTokenHash: string;
  verificationTokenExpires: string;
  verificationSentAt: string;
};

export type StoredSession = { id: string; createdAt?: string | Date | null; expiresAt: string | Date };

/** An account as its owner: what the owner-scoped functions take. */
export const ownerOf = (account: Pick<Investor, 'id'>): Owner => ({ user: { id: account.id } });

const findOne = async (where: Record<string, { equals: unknown }>): Promise<Investor | null> => {
  const payload = await payloadClient();
  return (await payload.db.findOne({ collection: COLLECTION, where })) as Investor | null;
};

// ---------------------------------------------------------------------------------------------
// A guest's credential: the one account it opens.

/** The account whose login is this (canonical) address, or null. */
export function accountByEmail(email: string): Promise<Investor | null> {
  return findOne({ email: { equals: email } });
}

/** The account an e-mail confirmation link (by its stored hash) was sent for, or null. */
export function accountByVerificationHash(hash: string): Promise<Investor | null> {
  return findOne({ verificationTokenHash: { equals: hash } });
}

/** The account an e-mail change link (by its stored hash) was sent for, or null. */
export function accountByEmailChangeHash(hash: string): Promise<Investor | null> {
  return findOne({ emailChangeTokenHash: { equals: hash } });
}

/** A new, unconfirmed account (registration). The unique index on `email` refuses a second one at once. */
export async function openAccount(data: NewAccount): Promise<Investor> {
  const payload = await payloadClient();
  return (await payload.create({ collection: COLLECTION, data, overrideAccess: true, depth: 0 })) as Investor;
}

/**
 * Payload's own login with the address and password (it counts failures and locks the account): the account and
 * a 30-day token of a new session. Throws Payload's error (status 401 for a wrong password, 423 locked).
 */
export async function authenticate(email: string, password: string): Promise<{ token?: string; user: Investor }> {
  const payload = await payloadClient();
  return (await payload.login({ collection: COLLECTION, data: { email, password }, depth: 0, overrideAccess: true })) as {
    token?: string;
    user: Investor;
  };
}

/**
 * Payload's reset with the stored hash of a mailed token: finds the account by the hash and an unexpired date,
 * sets the password, unlocks the account, marks the token used. Throws Payload's error (403: unknown or expired).
 */
export async function resetPasswordByToken(hash: string, password: string): Promise<Investor> {
  const payload = await payloadClient();
  const result = (await payload.resetPassword({ collection: COLLECTION, data: { token: hash, password }, overrideAccess: true })) as unknown as {
    user: Investor;
  };
  return result.user;
}

// ---------------------------------------------------------------------------------------------
// The owner's own account.

/** The owner's record as stored (with the bookkeeping fields: lock, links, sending times), or null once deleted. */
export function readOwnAccount(owner: Owner): Promise<Investor | null> {
  return findOne({ id: { equals: owner.user.id } });
}

/** Changes the owner's record through Payload (validation, hooks: a new password is hashed here). */
export async function updateOwnAccount(owner: Owner, data: AccountChanges): Promise<Investor> {
  const payload = await payloadClient();
  return (await payload.update({ collection: COLLECTION, id: owner.user.id, data, overrideAccess: true, depth: 0 })) as Investor;
}

/** Sets bookkeeping fields of the owner's record (links, their dates, the language) without Payload's hooks. */
export async function writeOwnAccount(owner: Owner, data: AccountChanges): Promise<void> {
  const payload = await payloadClient();
  await payload.db.updateOne({ collection: COLLECTION, id: owner.user.id, data, returning: false });
}

/** Deletes the owner's account through Payload, so the collection's hooks remove what hangs on it. */
export async function deleteOwnAccount(owner: Owner): Promise<void> {
  const payload = await payloadClient();
  await payload.delete({ collection: COLLECTION, id: owner.user.id, overrideAccess: true, depth: 0 });
}

/** The owner's server-side sessions (Payload's `sessions` on the record), expired ones included. */
export async function readSessions(owner: Owner): Promise<StoredSession[]> {
  const payload = await payloadClient();
  const doc = (await payload.db.findOne({
    collection: COLLECTION,
    where: { id: { equals: owner.user.id } },
    select: { sessions: true },
  })) as { sessions?: StoredSession[] | null } | null;
  return doc?.sessions ?? [];
}

/** Replaces the owner's sessions (the database adapters store them apart from the record's own columns). */
export async function writeSessions(owner: Owner, sessions: StoredSession[]): Promise<void> {
  const payload = await payloadClient();
  await payload.db.updateOne({ collection: COLLECTION, id: owner.user.id, data: { sessions }, returning: false });
}

// ---------------------------------------------------------------------------------------------
// The owner's photos.

export type AvatarFile = { data: Buffer; mimetype: string; name: string };

/** Stores a photo owned by the owner; its id. */
export async function createAvatar(owner: Owner, file: AvatarFile): Promise<number> {
  const payload = await payloadClient();
  const doc = await payload.create({
    collection: 'avatars',
    overrideAccess: true,
    depth: 0,
    data: { owner: owner.user.id },
    file: { ...file, size: file.data.byteLength },
  });
  return doc.id;
}

/** The owner's photo by id, with the folder its file is kept in when stored on disk; null when it is not the owner's. */
export async function findOwnAvatar(owner: Owner, id: number): Promise<{ filename: string; mimeType: string | null; staticDir: string } | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'avatars',
    where: ownedBy(owner, { id: { equals: id } }),
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const doc = docs[0];
  if (!doc?.filename) return null;
  return { filename: doc.filename, mimeType: doc.mimeType ?? null, staticDir: payload.collections.avatars.config.upload.staticDir ?? '' };
}

/** Deletes the owner's photo (record and file); another account's is left alone. */
export async function deleteOwnAvatar(owner: Owner, id: number): Promise<void> {
  const payload = await payloadClient();
  await payload.delete({ collection: 'avatars', where: ownedBy(owner, { id: { equals: id } }), overrideAccess: true, depth: 0 });
}
