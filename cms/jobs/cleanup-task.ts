import type { Payload, TaskConfig, Where } from 'payload';
import { metrics } from '../../lib/platform/metrics';
import { uploadStorage } from '../../lib/platform/storage/storage';

export const CLEANUP_TASK = 'cleanup';
export const CLEANUP_QUEUE = 'maintenance';

/** A file without a record is an upload whose request failed or is still being saved: left alone for an hour. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

const INVESTORS = 'investors';

/** Links past their expiry, cleared on the account (each clears its own pair; a pending e-mail goes with its link). */
const EXPIRED_LINKS: { field: string; clear: Record<string, null> }[] = [
  { field: 'verificationTokenExpires', clear: { verificationTokenHash: null, verificationTokenExpires: null } },
  { field: 'resetPasswordExpiration', clear: { resetPasswordToken: null, resetPasswordExpiration: null } },
  { field: 'emailChangeTokenExpires', clear: { emailChangeTokenHash: null, emailChangeTokenExpires: null, pendingEmail: null } },
];

/** Clears expired verification, password-reset and e-mail-change tokens; the number of accounts touched per kind. */
export async function clearExpiredTokens(payload: Payload, now = new Date()): Promise<Record<string, number>> {
  const cleared: Record<string, number> = {};
  for (const { field, clear } of EXPIRED_LINKS) {
    const where: Where = { [field]: { less_than: now.toISOString() } };
    const { totalDocs } = await payload.count({ collection: INVESTORS, where, overrideAccess: true });
    if (totalDocs) await payload.db.updateMany({ collection: INVESTORS, where, data: clear });
    cleared[field] = totalDocs;
  }
  return cleared;
}

/** Deletes stored private files older than ORPHAN_AGE_MS that no attachment record points to; their keys. */
export async function deleteOrphanedUploads(payload: Payload, now = new Date()): Promise<string[]> {
  const storage = uploadStorage();
  const deleted: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const { docs } = await payload.find({
      collection: 'attachments',
      where: { storageKey: { in: batch } },
      select: { storageKey: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    });
    const known = new Set(docs.map((doc) => doc.storageKey));
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.delete(key);
      deleted.push(key);
    }
    batch = [];
  };
  for await (const key of storage.listOlderThan(new Date(now.getTime() - ORPHAN_AGE_MS))) {
    batch.push(key);
    if (batch.length >= 200) await flush();
  }
  if (batch.length) await flush();
  return deleted;
}

/** How often the cleanup runs (across all instances together). */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Other cleanup jobs still waiting (not this one, not finished, not failed for good). */
async function otherPendingCleanups(payload: Payload, self: number | string): Promise<number> {
  const where: Where = {
    and: [{ taskSlug: { equals: CLEANUP_TASK } }, { id: { not_equals: self } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
  };
  return (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs;
}

/**
 * The periodic cleanup: one job at a time, each queuing the next one an hour later (the first is queued at start,
 * under the start-up lock: cms/jobs/runner.ts ensureCleanupScheduled). A second chain, should one ever appear,
 * ends at its next run.
 */
export const cleanupTask: TaskConfig<typeof CLEANUP_TASK> = {
  slug: CLEANUP_TASK,
  label: 'Clean up expired links and orphaned files',
  retries: 2,
  handler: async ({ job, req }) => {
    const { payload } = req;
    const [tokens, files] = await Promise.all([clearExpiredTokens(payload), deleteOrphanedUploads(payload)]).catch((error: unknown) => {
      payload.logger.error({ err: error }, `Cleanup job ${job.id} failed (retried)`);
      metrics().jobsFailed.inc({ job: CLEANUP_TASK });
      throw error;
    });
    payload.logger.info({ tokens, orphanedFiles: files.length }, 'Cleanup done');
    if ((await otherPendingCleanups(payload, job.id)) === 0) {
      const waitUntil = new Date(Date.now() + CLEANUP_EVERY_MS);
      await payload.jobs.queue({ task: CLEANUP_TASK, queue: CLEANUP_QUEUE, input: {}, waitUntil, overrideAccess: true });
    }
    return { output: {} };
  },
};
