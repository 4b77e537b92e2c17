import 'server-only';
import type { Where } from 'payload';

/**
 * Whom a repository works for: an investor, by the account's id. Every read and write of a private collection
 * is limited to the records whose `owner` is this id (`Caller` of lib/server/auth/caller.ts is one).
 */
export type Owner = { readonly user: { readonly id: number } };

/** `where` limited to the owner's records: the one filter every private read and write goes through. */
export function ownedBy(owner: Owner, where?: Where): Where {
  const mine: Where = { owner: { equals: owner.user.id } };
  return where ? { and: [mine, where] } : mine;
}

/** A related record's id, whether Payload gave the id or the populated document. */
export const refId = (value: number | { id: number }): number => (typeof value === 'object' ? value.id : value);

/** A page of a list: `page` from 1, `limit` records at most. */
export type Page = { page: number; limit: number };
