import 'server-only';
import type { PayloadRequest } from 'payload';
import type { Appeal as AppealDoc, Attachment, Request as RequestDoc, ThreadMessage as ThreadMessageDoc } from '@/cms/payload-types';
import { payloadClient } from '@/lib/server/payload';
import { ATTACHMENT_POPULATE, createAttachments, type NewAttachment } from './attachments';
import { ownedBy, refId, type Owner } from './owner';
import type { Tx } from './transaction';

/**
 * The conversation of a request or an appeal (`thread-messages`). An investor reads and writes only the threads
 * of their own items: every function for the investor finds the item through `ownedBy()` first and does nothing
 * (null) when it is someone else's. Staff write the agency's messages with their own session, under the
 * collections' access rules (reviewers and admins).
 */

export type ThreadCollection = 'requests' | 'appeals';
/** The thread message's field that points at its item. */
const RELATION = { requests: 'request', appeals: 'appeal' } as const satisfies Record<ThreadCollection, string>;

type StaffUser = NonNullable<PayloadRequest['user']>;
type Populated<T> = T | number | null | undefined;
type StaffRef = Populated<{ id: number; email?: string | null; name?: string | null }>;
type InvestorRef = Populated<{ id: number; email?: string | null; name?: string | null; locale?: string | null }>;

/** An item as its thread needs it: what the investor sent, its state, and whom a message goes to. */
export type ThreadItem = {
  id: number;
  status: string;
  createdAt: string;
  reference: string | null;
  /** A request's title (null for an appeal). */
  title: string | null;
  /** A request's description or an appeal's text. */
  text: string;
  files: Attachment[];
  history: { status: string; at: string; comment?: string | null }[];
  owner: { id: number; email: string | null; name: string | null; locale: string | null } | null;
  /** A guest's request: its own contacts and language. */
  contactEmail: string | null;
  contactName: string | null;
  locale: string | null;
  assignee: { id: number; email: string | null; name: string | null } | null;
};

const ITEM_POPULATE = { ...ATTACHMENT_POPULATE, staff: { email: true, name: true }, investors: { email: true, name: true, locale: true } } as const;
const ITEM_SELECT = {
  requests: { status: true, createdAt: true, reference: true, title: true, description: true, files: true, history: true, owner: true, contactEmail: true, contactName: true, locale: true, assignee: true },
  appeals: { status: true, createdAt: true, reference: true, message: true, files: true, history: true, owner: true, locale: true, assignee: true },
} as const;

const populated = <T extends { id: number }>(value: Populated<T>): T | null => (value && typeof value === 'object' ? value : null);

function threadItem(collection: ThreadCollection, raw: RequestDoc | AppealDoc): ThreadItem {
  const doc = raw as Partial<RequestDoc> & Partial<AppealDoc> & { id: number; status: string; createdAt: string };
  const owner = populated(doc.owner as InvestorRef);
  const assignee = populated((doc as { assignee?: StaffRef }).assignee);
  return {
    id: doc.id,
    status: doc.status,
    createdAt: doc.createdAt,
    reference: (doc as { reference?: string | null }).reference ?? null,
    title: collection === 'requests' ? (doc.title ?? '') : null,
    text: (collection === 'requests' ? doc.description : doc.message) ?? '',
    files: (doc.files ?? []).filter((file): file is Attachment => typeof file === 'object' && file !== null),
    history: (doc.history ?? []).map((entry) => ({ status: entry.status, at: entry.at, comment: entry.comment ?? null })),
    owner: owner ? { id: owner.id, email: owner.email ?? null, name: owner.name ?? null, locale: owner.locale ?? null } : null,
    contactEmail: doc.contactEmail ?? null,
    contactName: doc.contactName ?? null,
    locale: doc.locale ?? null,
    assignee: assignee ? { id: assignee.id, email: assignee.email ?? null, name: assignee.name ?? null } : null,
  };
}

/** The owner's item, or null (someone else's looks exactly like a missing one); `tx` reads inside a transaction. */
export async function findOwnThreadItem(owner: Owner, collection: ThreadCollection, id: number, tx?: Tx): Promise<ThreadItem | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection,
    where: ownedBy(owner, { id: { equals: id } }),
    depth: 1,
    populate: ITEM_POPULATE,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: tx,
    select: ITEM_SELECT[collection],
  });
  const doc = docs[0] as RequestDoc | AppealDoc | undefined;
  return doc ? threadItem(collection, doc) : null;
}

/** An item as a back-office user may read it (the collection's access decides), or null. */
export async function findThreadItemForStaff(user: StaffUser, collection: ThreadCollection, id: number, tx?: Tx): Promise<ThreadItem | null> {
  const payload = await payloadClient();
  const doc = await payload.findByID({
    collection,
    id,
    user,
    overrideAccess: false,
    disableErrors: true,
    depth: 1,
    populate: ITEM_POPULATE,
    req: tx,
    select: ITEM_SELECT[collection],
  });
  return doc ? threadItem(collection, doc as RequestDoc | AppealDoc) : null;
}

const MESSAGE_SELECT = { side: true, text: true, files: true, createdAt: true } as const;
export type StoredThreadMessage = Pick<ThreadMessageDoc, 'id' | 'side' | 'text' | 'files' | 'createdAt'>;

/** The messages written in the thread of an item the owner owns, oldest first; null when the item is not theirs. */
export async function listOwnThreadMessages(owner: Owner, collection: ThreadCollection, itemId: number): Promise<StoredThreadMessage[] | null> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection, where: ownedBy(owner, { id: { equals: itemId } }), overrideAccess: true });
  if (!totalDocs) return null;
  const { docs } = await payload.find({
    collection: 'thread-messages',
    where: { [RELATION[collection]]: { equals: itemId } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    overrideAccess: true,
    select: MESSAGE_SELECT,
  });
  return docs as StoredThreadMessage[];
}

/**
 * The investor's reply in the thread of their own item, with its files' records (owned by the investor), in the
 * reply's transaction; null when the item is not theirs. Created without `select` (as the agency's message below):
 * Payload would hand the collection's afterChange hook only the selected fields, and the hook needs the item the
 * message belongs to (it records the message on the audit trail and an agency message as the first answer).
 */
export async function createOwnReply(
  owner: Owner,
  collection: ThreadCollection,
  itemId: number,
  reply: { text: string; files: readonly NewAttachment[] },
  tx: Tx,
): Promise<StoredThreadMessage | null> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection, where: ownedBy(owner, { id: { equals: itemId } }), overrideAccess: true, req: tx });
  if (!totalDocs) return null;
  const files = await createAttachments(owner, reply.files, 'thread', tx);
  const doc = await payload.create({
    collection: 'thread-messages',
    data: { [RELATION[collection]]: itemId, side: 'investor', text: reply.text, files },
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    overrideAccess: true,
    req: tx,
  });
  return doc as StoredThreadMessage;
}

/**
 * The investor's item moved back from «clarification requested» to «in review» by their reply (the collection's
 * hooks restart the clock and record the change); nothing when the item is not theirs or not waiting for them.
 * No `select`: Payload would hand the collection's afterChange hooks only the selected fields.
 */
export async function resumeOwnItem(owner: Owner, collection: ThreadCollection, itemId: number, tx: Tx): Promise<void> {
  const payload = await payloadClient();
  await payload.update({
    collection,
    where: ownedBy(owner, { and: [{ id: { equals: itemId } }, { status: { equals: 'clarification' } }] }),
    data: { status: 'in_review' },
    depth: 0,
    overrideAccess: true,
    req: tx,
  });
}

/**
 * The agency's message in an item's thread, written by a back-office user under the collections' access rules.
 * Its files' records belong to the item's owner, who downloads them like their own (GET /api/v1/file/{id}).
 */
export async function createAgencyMessage(
  user: StaffUser,
  collection: ThreadCollection,
  item: Pick<ThreadItem, 'id' | 'owner'>,
  message: { text: string; files: readonly NewAttachment[] },
  tx: Tx,
): Promise<StoredThreadMessage> {
  const payload = await payloadClient();
  const owner: Owner | null = item.owner ? { user: { id: item.owner.id } } : null;
  const files = await createAttachments(owner, message.files, 'thread', tx);
  const doc = await payload.create({
    collection: 'thread-messages',
    data: { [RELATION[collection]]: item.id, side: 'agency', text: message.text, files, author: refId(user as { id: number }) },
    user,
    overrideAccess: false,
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    req: tx,
  });
  return doc as StoredThreadMessage;
}

/**
 * A status change a back-office user makes with their message (asking the investor for a clarification), under
 * the collection's access rules and transitions; a refused transition throws Payload's validation error. No `select`,
 * as above: the collection's afterChange hooks need the whole item.
 */
export async function changeStatusAsStaff(user: StaffUser, collection: ThreadCollection, id: number, status: string, tx: Tx): Promise<void> {
  const payload = await payloadClient();
  await payload.update({ collection, id, data: { status } as never, user, overrideAccess: false, depth: 0, req: tx });
}
