import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload, TaskConfig, Where } from 'payload';
import { metrics } from '../../lib/platform/metrics';
import { env } from '../../lib/platform/env';
import { mailTranslator, renderMail, senderFor } from '../../lib/platform/mail/compose';
import { addDays, calendarDateText, type DeadlineSettings, krasnoyarskDate, reminderDate } from '../../lib/submissions/deadlines';
import { CLOSED_APPEAL_STATUSES, CLOSED_REQUEST_STATUSES } from '../../lib/submissions/types';
import { recordAudit } from '../hooks/audit';
import { rowsOf } from '../raw-sql';
import { CLARIFICATION, readDeadlineSettings } from '../hooks/promise';
import { queueMail } from './runner';

export const DEADLINE_TASK = 'deadlines';
export const DEADLINE_QUEUE = 'maintenance';

/** How often the reminders and escalations are looked for (across all instances together). */
export const DEADLINE_CHECK_EVERY_MS = 30 * 60 * 1000;

type Collection = 'requests' | 'appeals';
type Mark = 'reminderSentAt' | 'escalatedAt';
const COLUMNS: Record<Mark, string> = { reminderSentAt: 'reminder_sent_at', escalatedAt: 'escalated_at' };
const CLOSED: Record<Collection, readonly string[]> = { requests: CLOSED_REQUEST_STATUSES, appeals: CLOSED_APPEAL_STATUSES };

type Item = { id: number; reference?: string | null; title?: string | null; dueDate?: string | null; assignee?: number | { id: number } | null };

/**
 * Marks the item as reminded (or escalated) unless it already is, in one statement: true only for the one call
 * that set the mark, so however many instances check at once the mail goes out once.
 */
async function markOnce(payload: Payload, collection: Collection, mark: Mark, id: number, at: string): Promise<boolean> {
  const [table, column] = [collection, COLUMNS[mark]];
  const rows = await rowsOf(payload, {
    postgres: postgresSql`UPDATE ${postgresSql.raw(table)} SET ${postgresSql.raw(column)} = ${at}::timestamptz WHERE id = ${id} AND ${postgresSql.raw(column)} IS NULL RETURNING id`,
    sqlite: sqliteSql`UPDATE ${sqliteSql.raw(table)} SET ${sqliteSql.raw(column)} = ${at} WHERE id = ${id} AND ${sqliteSql.raw(column)} IS NULL RETURNING id`,
  });
  return rows.length === 1;
}

/** Open items still owed an answer whose clock runs (not closed, not waiting for the investor), not yet marked. */
async function openItems(payload: Payload, collection: Collection, mark: Mark, latestDue: string, extra: Where[] = []): Promise<Item[]> {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        { status: { not_in: [...CLOSED[collection], CLARIFICATION] } },
        { [mark]: { exists: false } },
        { dueDate: { exists: true } },
        { dueDate: { less_than_equal: latestDue } },
        ...extra,
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, dueDate: true, assignee: true, ...(collection === 'requests' ? { title: true } : {}) },
  });
  return docs as Item[];
}

const idOf = (ref: Item['assignee']) => (ref && typeof ref === 'object' ? ref.id : (ref ?? null));
const adminLink = (collection: Collection, id: number) => `${env.PUBLIC_URL.replace(/\/+$/, '')}/admin/collections/${collection}/${id}`;
const dueText = (dueDate: string) => calendarDateText(dueDate, 'ru');

/** A mail to staff, in Russian (the back office's language), about one item. */
function staffMail(kind: 'reminder' | 'escalation', collection: Collection, item: Item) {
  const t = mailTranslator('ru');
  const what = collection === 'requests' ? t('submissions.deadline.request', { reference: item.reference ?? '', title: item.title?.trim() || t('submissions.untitled') }) : t('submissions.deadline.appeal', { reference: item.reference ?? '' });
  const due = dueText(item.dueDate!);
  return renderMail({
    locale: 'ru',
    subject: t(`submissions.deadline.${kind}Subject`, { reference: item.reference ?? '', due }),
    paragraphs: [t(`submissions.deadline.${kind}Body`, { what, due })],
    action: { label: t('submissions.deadline.action'), link: adminLink(collection, item.id) },
  });
}

export type DeadlineReport = { reminders: string[]; escalations: string[] };

/**
 * One look at the promises as of `now`: the assignee of each open item whose reminder day has come (the settings'
 * working days before the due date) is reminded, and every administrator is told of each item that became overdue.
 * Each item is reminded once and escalated once (the marks `reminderSentAt`, `escalatedAt`), both on its audit
 * trail. `now` is a parameter so that the tests move the clock instead of waiting for it.
 */
export async function runDeadlineChecks(payload: Payload, now: Date = new Date()): Promise<DeadlineReport> {
  const settings: DeadlineSettings = await readDeadlineSettings(payload);
  const today = krasnoyarskDate(now);
  const at = now.toISOString();
  const report: DeadlineReport = { reminders: [], escalations: [] };
  const admins = await payload.find({
    collection: 'staff',
    where: { roles: { in: ['admin'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { email: true },
  });
  for (const collection of ['requests', 'appeals'] as const) {
    // Due within the reminder's reach: far enough ahead to cover the longest run of days off.
    const horizon = addDays(today, settings.reminderWorkingDays * 7 + 14, { ...settings, dayKind: 'calendar' });
    for (const item of await openItems(payload, collection, 'reminderSentAt', horizon, [{ assignee: { exists: true } }])) {
      if (!item.dueDate || reminderDate(item.dueDate, settings) > today || item.dueDate < today) continue;
      const assignee = idOf(item.assignee);
      const staff = assignee
        ? await payload.findByID({ collection: 'staff', id: assignee, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true } })
        : null;
      if (!staff?.email || !(await markOnce(payload, collection, 'reminderSentAt', item.id, at))) continue;
      await queueMail(payload, { to: staff.email, from: senderFor('ru'), ...staffMail('reminder', collection, item) });
      await recordAudit(payload, { item: { collection, id: item.id }, action: 'reminder', detail: staff.email, at });
      report.reminders.push(item.reference ?? String(item.id));
    }
    const yesterday = addDays(today, -1, { ...settings, dayKind: 'calendar' });
    for (const item of await openItems(payload, collection, 'escalatedAt', yesterday)) {
      if (!(await markOnce(payload, collection, 'escalatedAt', item.id, at))) continue;
      // One mail per administrator: an address that bounces does not hold back the others.
      const to = admins.docs.map((admin) => admin.email).filter(Boolean);
      for (const address of to) await queueMail(payload, { to: address, from: senderFor('ru'), ...staffMail('escalation', collection, item) });
      await recordAudit(payload, { item: { collection, id: item.id }, action: 'escalation', detail: to.join(', ') || null, at });
      report.escalations.push(item.reference ?? String(item.id));
    }
  }
  return report;
}

/** Other deadline jobs still waiting (not this one, not finished, not failed for good). */
async function otherPendingChecks(payload: Payload, self?: number | string): Promise<number> {
  const where: Where = {
    and: [
      { taskSlug: { equals: DEADLINE_TASK } },
      ...(self === undefined ? [] : [{ id: { not_equals: self } }]),
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
    ],
  };
  return (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs;
}

/**
 * One deadline job waiting in the queue, unless there is one already (run under the start-up lock). The first look
 * comes one period after the start: a restart neither hurries nor skips one.
 */
export async function ensureDeadlineChecksScheduled(payload: Payload, now = Date.now()): Promise<boolean> {
  if ((await otherPendingChecks(payload)) > 0) return false;
  const waitUntil = new Date(now + DEADLINE_CHECK_EVERY_MS);
  await payload.jobs.queue({ task: DEADLINE_TASK, queue: DEADLINE_QUEUE, input: {}, waitUntil, overrideAccess: true });
  return true;
}

/**
 * The periodic look at the promises: one job at a time, each queuing the next one DEADLINE_CHECK_EVERY_MS later
 * (the first is queued at start, under the start-up lock), as the cleanup does.
 */
export const deadlineTask: TaskConfig<typeof DEADLINE_TASK> = {
  slug: DEADLINE_TASK,
  label: 'Remind assignees and escalate overdue items',
  retries: 2,
  handler: async ({ job, req }) => {
    const { payload } = req;
    const report = await runDeadlineChecks(payload).catch((error: unknown) => {
      payload.logger.error({ err: error }, `Deadline job ${job.id} failed (retried)`);
      metrics().jobsFailed.inc({ job: DEADLINE_TASK });
      throw error;
    });
    if (report.reminders.length || report.escalations.length) payload.logger.info(report, 'Deadline reminders and escalations sent');
    if ((await otherPendingChecks(payload, job.id)) === 0) {
      const waitUntil = new Date(Date.now() + DEADLINE_CHECK_EVERY_MS);
      await payload.jobs.queue({ task: DEADLINE_TASK, queue: DEADLINE_QUEUE, input: {}, waitUntil, overrideAccess: true });
    }
    return { output: {} };
  },
};
