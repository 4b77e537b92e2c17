import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload';
import { type DeadlineSettings, deadlineSettingsOf, dueDateOf, restartedDueDate } from '../../lib/submissions/deadlines';
import type { Channel } from '../../lib/submissions/types';
import { excerpt, recordAudit } from './audit';
import { itemOf, staffIdOf } from './item-records';
import { nextReference, type ReferencedCollection } from './references';
import type { HistoryEntry } from './review';

type Ref = number | { id: number; name?: string | null; email?: string | null } | null | undefined;
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : (ref ?? null));

type PromiseDoc = {
  id?: number;
  status?: string;
  owner?: Ref;
  channel?: Channel | null;
  dueDate?: string | null;
  clockStoppedAt?: string | null;
  firstAnsweredAt?: string | null;
  closedAt?: string | null;
  assignee?: Ref;
  history?: HistoryEntry[] | null;
  answer?: string | null;
  createdAt?: string;
};

/** The response-deadline settings as stored by the administrators (defaults where nothing is stored). */
export async function readDeadlineSettings(payload: Payload, req?: PayloadRequest): Promise<DeadlineSettings> {
  const stored = await payload.findGlobal({ slug: 'response-deadlines', depth: 0, overrideAccess: true, req });
  return deadlineSettingsOf(stored);
}

/** The status in which the agency waits for the investor and the clock stands still. */
export const CLARIFICATION = 'clarification';

/**
 * Back to review after a clarification: the investor's reply did it (or staff resumed the review). The investor is
 * not mailed about it: they know, and the agency is told of the reply by its own mail.
 */
export const resumedAfterClarification = (previous: unknown, current: unknown) => previous === CLARIFICATION && current === 'in_review';

/**
 * The promise kept to the sender of a project submission or an appeal (run after the review hook, which has
 * restored what the back office may not change):
 * - at creation: the reference, the channel (an owner: the personal account) and the due date counted from the
 *   arrival (or from `createdAt` when the portal's code gives one, e.g. an import);
 * - on a move to `clarification` the clock stops; on leaving it the due date moves later by the days spent waiting;
 * - the first message to the investor (a status comment, a clarification request, the answer) is the first answer;
 *   a move to a closed status is the closing moment.
 */
export function promiseBeforeChange(collection: ReferencedCollection, closed: readonly string[]): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req }) => {
    const now = new Date().toISOString();
    if (operation === 'create') {
      const receivedAt = req.payloadAPI === 'local' && typeof data.createdAt === 'string' ? data.createdAt : now;
      const channel: Channel = data.channel === 'account' || data.channel === 'public' ? data.channel : data.owner ? 'account' : 'public';
      data.reference = await nextReference(req.payload, collection, receivedAt, req);
      data.channel = channel;
      data.dueDate = dueDateOf(receivedAt, channel, await readDeadlineSettings(req.payload, req));
      return data;
    }
    const previous = (originalDoc ?? {}) as PromiseDoc;
    const status = (data.status as string | undefined) ?? previous.status;
    const history = (data.history as HistoryEntry[] | undefined) ?? previous.history ?? [];
    const added = history.length > (previous.history?.length ?? 0) ? history.at(-1) : undefined;
    if (added?.comment && !previous.firstAnsweredAt && !data.firstAnsweredAt) data.firstAnsweredAt = now;
    if (status === previous.status) return data;
    if (previous.status === CLARIFICATION && previous.clockStoppedAt) {
      if (previous.dueDate) data.dueDate = restartedDueDate(previous.dueDate, previous.clockStoppedAt, now, await readDeadlineSettings(req.payload, req));
      data.clockStoppedAt = null;
    }
    if (status === CLARIFICATION) {
      data.clockStoppedAt = now;
      data.firstAnsweredAt = previous.firstAnsweredAt ?? data.firstAnsweredAt ?? now;
    }
    if (status && closed.includes(status)) {
      data.closedAt = now;
      data.firstAnsweredAt = previous.firstAnsweredAt ?? data.firstAnsweredAt ?? now;
    }
    return data;
  };
}

/** The audit trail of the item's own changes: its arrival, status changes and answers, assignments. */
export function promiseAfterChange(collection: ReferencedCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    const item = { collection, id: doc.id as number };
    const current = doc as PromiseDoc;
    const by = staffIdOf(req);
    if (operation === 'create') {
      await recordAudit(req.payload, { item, action: 'created', status: current.status, at: current.createdAt }, req);
      return doc;
    }
    const previous = (previousDoc ?? {}) as PromiseDoc;
    const answered = collection === 'appeals' && !!current.answer && current.answer !== previous.answer;
    const added = (current.history?.length ?? 0) > (previous.history?.length ?? 0) ? current.history?.at(-1) : undefined;
    if (answered) {
      await recordAudit(req.payload, { item, action: 'answer', status: current.status, detail: current.answer, by }, req);
    } else if (('status' in doc && current.status !== previous.status) || added) {
      await recordAudit(req.payload, { item, action: 'status', status: current.status, detail: added?.comment ?? null, by }, req);
    }
    // A caller that saved with `select` hands the hooks only the fields it selected: what is absent did not change.
    const assignee = idOf(current.assignee);
    if ('assignee' in doc && assignee !== idOf(previous.assignee)) {
      const staff = assignee
        ? await req.payload.findByID({ collection: 'staff', id: assignee, depth: 0, overrideAccess: true, disableErrors: true, req, select: { name: true, email: true } })
        : null;
      const detail = assignee ? (excerpt(staff?.name) ?? staff?.email ?? `#${assignee}`) : null;
      await recordAudit(req.payload, { item, action: 'assignment', detail, by }, req);
    }
    return doc;
  };
}

/**
 * A thread message on the trail: the investor's reply, or the agency's message — which is the item's first answer
 * when nothing was said to the investor before.
 */
export const threadMessageAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  const item = itemOf(doc);
  if (!item) return doc;
  const agency = doc.side === 'agency';
  await recordAudit(req.payload, { item, action: agency ? 'agency_message' : 'reply', detail: doc.text, by: agency ? idOf(doc.author) : null }, req);
  if (agency) {
    const stored = (await req.payload.findByID({ collection: item.collection, id: item.id, depth: 0, overrideAccess: true, disableErrors: true, req, select: { firstAnsweredAt: true } })) as PromiseDoc | null;
    if (stored && !stored.firstAnsweredAt) {
      await req.payload.update({ collection: item.collection, id: item.id, data: { firstAnsweredAt: doc.createdAt ?? new Date().toISOString() }, depth: 0, overrideAccess: true, req });
    }
  }
  return doc;
};

/** An internal note on the trail (its author, its first words). */
export const staffNoteAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  const item = itemOf(doc);
  if (item) await recordAudit(req.payload, { item, action: 'note', detail: doc.text, by: idOf(doc.author) }, req);
  return doc;
};

/** An item an administrator deletes takes its conversation, internal notes and audit trail with it. */
export function deleteItemRecords(collection: ReferencedCollection): CollectionAfterDeleteHook {
  const field = collection === 'requests' ? 'request' : 'appeal';
  return async ({ id, req }) => {
    for (const slug of ['thread-messages', 'staff-notes', 'audit-events'] as const) {
      await req.payload.delete({ collection: slug, where: { [field]: { equals: id } }, depth: 0, overrideAccess: true, req });
    }
  };
}
