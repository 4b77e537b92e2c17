/**
 * What the audit trail of a project submission or an appeal records (the `audit-events` collection): the item
 * arrived, its status changed, it was answered or assigned, a note or a message was written, the assignee was
 * reminded, the administrators were told it is overdue.
 */
export const AUDIT_ACTIONS = ['created', 'status', 'answer', 'assignment', 'note', 'reply', 'agency_message', 'reminder', 'escalation'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The item an audit event, a note or a thread message belongs to. */
export type ItemRef = { collection: 'requests' | 'appeals'; id: number };
