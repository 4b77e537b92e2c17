import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload, PayloadRequest, SendEmailOptions } from 'payload';
import { metrics } from '../../lib/platform/metrics';
import { rowsOf } from '../raw-sql';
import { CLEANUP_QUEUE, CLEANUP_TASK } from './cleanup-task';
import { MAIL_QUEUE, MAIL_TASK } from './mail-task';

/**
 * Runs Payload's jobs queue (payload-jobs) so that each job runs ONCE however many instances run the queue.
 *
 * Payload's own runner (payload.jobs.run / autoRun) picks jobs with a find followed by an update: two instances
 * polling at the same moment can both pick the same job (a mail sent twice). Here a job is claimed with one
 * atomic statement — `UPDATE … WHERE processing = false … RETURNING id` (PostgreSQL: over `FOR UPDATE SKIP
 * LOCKED`; SQLite serialises writers) — and only the instance whose statement flipped the flag runs it, through
 * payload.jobs.runByID, which keeps Payload's retries, backoff and logs. docs/decisions/027-….
 */

type JobId = number | string;

/** A running job whose instance died is given back after this long (a mail or a cleanup takes seconds). */
const STALE_MS = 15 * 60 * 1000;

/**
 * Claims due jobs atomically (all queues, oldest first) or the one job `id`; the ids this call now owns.
 * A job another runner claimed, a finished one, a failed-for-good one or one waiting for its backoff is skipped.
 */
export async function claimJobs(payload: Payload, { id, limit = 10 }: { id?: JobId; limit?: number } = {}): Promise<JobId[]> {
  const now = new Date().toISOString();
  const rows = await rowsOf(payload, {
    postgres:
      id !== undefined
        ? postgresSql`UPDATE payload_jobs SET processing = true, updated_at = ${now}::timestamptz
            WHERE id = ${id} AND processing = false AND completed_at IS NULL AND has_error IS NOT TRUE RETURNING id`
        : postgresSql`UPDATE payload_jobs SET processing = true, updated_at = ${now}::timestamptz WHERE id IN (
            SELECT id FROM payload_jobs WHERE processing = false AND completed_at IS NULL AND has_error IS NOT TRUE
              AND (wait_until IS NULL OR wait_until <= ${now}::timestamptz)
            ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) RETURNING id`,
    sqlite:
      id !== undefined
        ? sqliteSql`UPDATE payload_jobs SET processing = 1, updated_at = ${now}
            WHERE id = ${id} AND processing = 0 AND completed_at IS NULL AND coalesce(has_error, 0) = 0 RETURNING id`
        : sqliteSql`UPDATE payload_jobs SET processing = 1, updated_at = ${now} WHERE id IN (
            SELECT id FROM payload_jobs WHERE processing = 0 AND completed_at IS NULL AND coalesce(has_error, 0) = 0
              AND (wait_until IS NULL OR wait_until <= ${now})
            ORDER BY created_at LIMIT ${limit}) RETURNING id`,
  });
  return rows.map((row) => row.id as JobId);
}

/** Gives back jobs left `processing` by an instance that stopped mid-job; how many. */
export async function releaseStaleJobs(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - STALE_MS).toISOString();
  const rows = await rowsOf(payload, {
    postgres: postgresSql`UPDATE payload_jobs SET processing = false WHERE processing = true AND completed_at IS NULL
      AND updated_at < ${before}::timestamptz RETURNING id`,
    sqlite: sqliteSql`UPDATE payload_jobs SET processing = 0 WHERE processing = 1 AND completed_at IS NULL
      AND updated_at < ${before} RETURNING id`,
  });
  return rows.length;
}

async function runClaimed(payload: Payload, id: JobId): Promise<void> {
  try {
    // Silent: Payload would log a failed job with its input — a mail's text, links with tokens included. The tasks
    // log their own failures without it (cms/jobs/mail-task.ts, cleanup-task.ts).
    await payload.jobs.runByID({ id, overrideAccess: true, silent: true });
  } catch (error) {
    payload.logger.error({ err: error }, `Job ${id} could not be run`);
  }
}

/** Runs every due job (batches of `limit`) that this call manages to claim; the ids it ran. */
export async function runDueJobs(payload: Payload, limit = 10): Promise<JobId[]> {
  const ran: JobId[] = [];
  for (;;) {
    const ids = await claimJobs(payload, { limit });
    for (const id of ids) {
      await runClaimed(payload, id);
      ran.push(id);
    }
    if (ids.length < limit) return ran;
  }
}

/** How long an action that queued a mail waits for its first delivery attempt before answering anyway. */
const PROMPT_WAIT_MS = 5_000;

/** Runs the job now in this process if it is still unclaimed; waits at most PROMPT_WAIT_MS for it. */
async function runSoon(payload: Payload, id: JobId): Promise<void> {
  const [claimed] = await claimJobs(payload, { id });
  if (claimed === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PROMPT_WAIT_MS);
  });
  await Promise.race([runClaimed(payload, claimed), timeout]);
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// After commit: a mail queued inside a transaction (a status change in /admin) exists only once it commits.

type Adapter = {
  commitTransaction: (id: unknown) => Promise<void>;
  rollbackTransaction: (id: unknown) => Promise<void>;
};

const AFTER_COMMIT = Symbol.for('portal.after-commit');

function afterCommit(payload: Payload, transactionID: JobId, run: () => Promise<void>): void {
  const db = payload.db as unknown as Adapter & { [AFTER_COMMIT]?: Map<JobId, (() => Promise<void>)[]> };
  let pending = db[AFTER_COMMIT];
  if (!pending) {
    const waiting = new Map<JobId, (() => Promise<void>)[]>();
    pending = waiting;
    db[AFTER_COMMIT] = waiting;
    const commit = db.commitTransaction.bind(db);
    const rollback = db.rollbackTransaction.bind(db);
    db.commitTransaction = async (incoming: unknown) => {
      const id = (await incoming) as JobId;
      await commit(id);
      const runs = waiting.get(id) ?? [];
      waiting.delete(id);
      for (const next of runs) await next();
    };
    db.rollbackTransaction = async (incoming: unknown) => {
      waiting.delete((await incoming) as JobId);
      await rollback(incoming);
    };
  }
  pending.set(transactionID, [...(pending.get(transactionID) ?? []), run]);
}

/**
 * Queues a mail (a `sendMail` job) and tries to deliver it at once. With `req` in a transaction the job is part of
 * it — no mail for a change that is rolled back — and is delivered right after the commit.
 */
export async function queueMail(payload: Payload, message: SendEmailOptions, req?: PayloadRequest): Promise<JobId> {
  const input = { message: JSON.parse(JSON.stringify(message)) as Record<string, unknown> };
  const job = await payload.jobs.queue({ task: MAIL_TASK, queue: MAIL_QUEUE, input, req, overrideAccess: true });
  metrics().mailsQueued.inc({ kind: 'mail' });
  // SQLite runs without transactions: its transactionID resolves to nothing.
  const transactionID = req?.transactionID ? await req.transactionID : undefined;
  if (transactionID) afterCommit(payload, transactionID, () => runSoon(payload, job.id));
  else await runSoon(payload, job.id);
  return job.id;
}

// ---------------------------------------------------------------------------------------------
// The periodic runner of each instance.

/** Seconds between two polls of the queue by each instance (JOBS_INTERVAL_SECONDS; 0 turns the runner off). */
export function jobsInterval(): number {
  const value = Number(process.env.JOBS_INTERVAL_SECONDS ?? 10);
  return Number.isFinite(value) && value >= 0 ? value : 10;
}

/** One cleanup job waiting in the queue, unless there is one already (run under the start-up lock: cms/startup-lock.ts). */
export async function ensureCleanupScheduled(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: CLEANUP_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    overrideAccess: true,
  });
  if (totalDocs > 0) return false;
  await payload.jobs.queue({ task: CLEANUP_TASK, queue: CLEANUP_QUEUE, input: {}, overrideAccess: true });
  return true;
}

const RUNNER = Symbol.for('portal.jobs-runner');

/** Starts this process's poll of the queue (once per process; a timer that does not keep the process alive). */
export function startJobRunner(payload: Payload): void {
  const seconds = jobsInterval();
  const holder = globalThis as unknown as { [RUNNER]?: NodeJS.Timeout };
  if (!seconds || holder[RUNNER]) return;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await releaseStaleJobs(payload);
      await runDueJobs(payload);
    } catch (error) {
      payload.logger.error({ err: error }, 'The jobs runner failed; next try at the next tick');
    } finally {
      busy = false;
    }
  };
  holder[RUNNER] = setInterval(() => void tick(), seconds * 1000);
  holder[RUNNER].unref();
}
