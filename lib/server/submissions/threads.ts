import 'server-only';
import type { PayloadRequest } from 'payload';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { CLOSED_APPEAL_STATUSES, CLOSED_REQUEST_STATUSES, type ThreadKind, type ThreadMessage } from '@/lib/submissions/types';
import type { Caller } from '@/lib/server/auth/caller';
import { HttpError, messageError } from '@/lib/server/http';
import { mailAgencyMessage, mailInvestorReply } from '@/lib/server/mail/thread';
import { payloadClient } from '@/lib/server/payload';
import {
  changeStatusAsStaff,
  createAgencyMessage,
  createOwnReply,
  findOwnThreadItem,
  findThreadItemForStaff,
  listOwnThreadMessages,
  resumeOwnItem,
  type StoredThreadMessage,
  type ThreadCollection,
  type ThreadItem,
} from '@/lib/server/repositories/threads';
import { inTransaction } from '@/lib/server/repositories/transaction';
import type { StoredUpload } from '@/lib/server/uploads/multipart';
import { notFound } from './common';
import { fileRefs } from './dto';

/**
 * The conversation of a request or an appeal: the investor's replies (POST /request/{id}/reply, /message/{id}/reply),
 * the whole thread (GET …/thread) and the agency's messages from the back office. Every message is mailed to the other
 * side: the agency's to the investor, the investor's to the item's assignee (the agency's inbox while nobody is).
 */

const COLLECTION: Record<ThreadKind, ThreadCollection> = { request: 'requests', message: 'appeals' };

/** A closed item (a request accepted or rejected, an appeal answered) takes no more replies. */
export function isClosed(kind: ThreadKind, status: string): boolean {
  return kind === 'request' ? (CLOSED_REQUEST_STATUSES as readonly string[]).includes(status) : (CLOSED_APPEAL_STATUSES as readonly string[]).includes(status);
}

const closedError = () => messageError(409, S.itemClosed);

/** The caller's item that may be answered now: 404 when it is not theirs, 409 when it is closed. */
export async function replyTarget(caller: Caller, kind: ThreadKind, id: number): Promise<ThreadItem> {
  const item = await findOwnThreadItem(caller, COLLECTION[kind], id);
  if (!item) throw notFound();
  if (isClosed(kind, item.status)) throw closedError();
  return item;
}

const messageDto = (doc: StoredThreadMessage): ThreadMessage => ({
  id: `message-${doc.id}`,
  side: doc.side,
  text: doc.text,
  files: fileRefs(doc.files),
  createdAt: doc.createdAt,
});

/**
 * POST …/reply: the investor's message and its files' records saved in one transaction (the item is checked again
 * inside it: staff may have closed it meanwhile). A reply to a request for clarification moves the item back to
 * «in review», which restarts its clock. Then the assignee (or the agency's inbox) is mailed.
 */
export async function reply(caller: Caller, kind: ThreadKind, item: ThreadItem, { text, files }: { text: string; files: StoredUpload[] }): Promise<ThreadMessage> {
  const collection = COLLECTION[kind];
  const saved = await inTransaction(async (tx) => {
    const current = await findOwnThreadItem(caller, collection, item.id, tx);
    if (!current) throw notFound();
    if (isClosed(kind, current.status)) throw closedError();
    const message = await createOwnReply(caller, collection, item.id, { text, files }, tx);
    if (!message) throw notFound();
    if (current.status === 'clarification') await resumeOwnItem(caller, collection, item.id, tx);
    return message;
  });
  await mailInvestorReply(await payloadClient(), { kind, item, text, files: files.length, from: caller.user });
  return messageDto(saved);
}

/**
 * GET …/thread: the investor's submission itself, the agency's comments recorded with its status changes (and an
 * appeal's answer), and the messages written in the thread, oldest first. Internal notes are never part of it.
 */
export async function readThread(caller: Caller, kind: ThreadKind, id: number): Promise<{ items: ThreadMessage[] }> {
  const collection = COLLECTION[kind];
  const item = await findOwnThreadItem(caller, collection, id);
  if (!item) throw notFound();
  const messages = (await listOwnThreadMessages(caller, collection, id)) ?? [];
  const original: ThreadMessage = {
    id: 'item',
    side: 'investor',
    text: [item.title?.trim(), item.text.trim()].filter(Boolean).join('\n\n'),
    files: fileRefs(item.files),
    createdAt: item.createdAt,
  };
  const comments: ThreadMessage[] = item.history.flatMap((entry, index) =>
    entry.comment?.trim() ? [{ id: `status-${index}`, side: 'agency' as const, text: entry.comment.trim(), files: [], createdAt: entry.at }] : [],
  );
  const later = [...comments, ...messages.map(messageDto)].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return { items: [original, ...later] };
}

type StaffUser = NonNullable<PayloadRequest['user']>;

/** The item a back-office user may write to (the collection's read access decides), or 404. */
export async function agencyTarget(user: StaffUser, kind: ThreadKind, id: number): Promise<ThreadItem> {
  const item = await findThreadItemForStaff(user, COLLECTION[kind], id);
  if (!item) throw notFound();
  return item;
}

/**
 * The agency's message from the back office (text and files), optionally asking the investor for a clarification
 * (the item moves to «clarification requested» and its clock stops), saved together; then the investor is mailed.
 * A status the item cannot move to from where it is is a 409.
 */
export async function sendAgencyMessage(
  user: StaffUser,
  kind: ThreadKind,
  item: ThreadItem,
  { text, files, clarification }: { text: string; files: StoredUpload[]; clarification: boolean },
): Promise<ThreadMessage> {
  const collection = COLLECTION[kind];
  if (clarification && item.status !== 'in_review') throw new HttpError(409, { message: S.clarificationNotNow });
  const saved = await inTransaction(async (tx) => {
    const message = await createAgencyMessage(user, collection, item, { text, files }, tx);
    if (clarification) await changeStatusAsStaff(user, collection, item.id, 'clarification', tx);
    return message;
  });
  await mailAgencyMessage(await payloadClient(), { kind, item, text, files: files.length, clarification });
  return messageDto(saved);
}
