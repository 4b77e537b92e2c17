import type { Payload, PayloadRequest } from 'payload';
import type { AuditAction, ItemRef } from '../../lib/submissions/audit';

export type AuditEventInput = {
  item: ItemRef;
  action: AuditAction;
  /** The item's status after the action, when it changed or matters. */
  status?: string | null;
  /** What was done, in a few words (a comment, the assignee's name, the first words of a message). */
  detail?: string | null;
  /** The staff member who acted; null for the investor and the system. */
  by?: number | null;
  at?: string;
};

const DETAIL_MAX = 500;

/** A short, one-line version of a text for the trail (the full text stays on its own record). */
export function excerpt(text: string | null | undefined, max = 200): string | null {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Appends an event to the audit trail of a project submission or an appeal. The one way to write it: the
 * collections' hooks call it, and so do the portal's repositories (with their transaction's `req`, so an event of a
 * change that is rolled back disappears with it). Nobody can write the trail through the back office.
 */
export async function recordAudit(payload: Payload, event: AuditEventInput, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'audit-events',
    data: {
      request: event.item.collection === 'requests' ? event.item.id : null,
      appeal: event.item.collection === 'appeals' ? event.item.id : null,
      action: event.action,
      status: event.status ?? null,
      detail: excerpt(event.detail, DETAIL_MAX),
      by: event.by ?? null,
      at: event.at ?? new Date().toISOString(),
    },
    depth: 0,
    overrideAccess: true,
    req,
    select: { action: true },
  });
}
