import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CLEANUP_TASK, clearExpiredTokens, deleteOrphanedUploads, ORPHAN_AGE_MS } from '@/cms/jobs/cleanup-task';
import { claimJobs, ensureCleanupScheduled, runDueJobs } from '@/cms/jobs/runner';
import { payloadClient } from '@/lib/server/payload';
import { privateUploadsRoot, uploadStorage } from '@/lib/platform/storage/storage';
import { registerInvestor, unique } from './auth-helpers';

/** The background cleanup (cms/jobs/cleanup-task.ts), run as a job of the queue. */
const HOUR = 3600_000;

async function investorWith(data: Record<string, unknown>) {
  const { email, ip } = unique('cleanup');
  expect((await registerInvestor(email, ip)).status).toBe(200);
  const payload = await payloadClient();
  const user = await payload.db.findOne<Record<string, unknown> & { id: number }>({ collection: 'investors', where: { email: { equals: email } } });
  await payload.db.updateOne({ collection: 'investors', id: user!.id, data, returning: false });
  return async () => (await payload.db.findOne<Record<string, unknown> & { id: number }>({ collection: 'investors', where: { email: { equals: email } } }))!;
}

async function storedFile(ageMs: number): Promise<string> {
  const { key } = await uploadStorage().put(Readable.from([Buffer.from('orphan?')]));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(path.join(privateUploadsRoot(), key.slice(0, 2), key), when, when);
  return key;
}

describe('cleanup job', () => {
  it('clears expired verification, reset and e-mail-change links and keeps the ones still valid', async () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const future = new Date(Date.now() + HOUR).toISOString();
    const expired = await investorWith({
      verificationTokenHash: 'a'.repeat(64),
      verificationTokenExpires: past,
      resetPasswordToken: 'b'.repeat(64),
      resetPasswordExpiration: past,
      pendingEmail: unique('pending').email,
      emailChangeTokenHash: 'c'.repeat(64),
      emailChangeTokenExpires: past,
    });
    const valid = await investorWith({ resetPasswordToken: 'd'.repeat(64), resetPasswordExpiration: future });
    const cleared = await clearExpiredTokens(await payloadClient());
    expect(cleared.verificationTokenExpires).toBeGreaterThanOrEqual(1);
    const after = await expired();
    expect(after).toMatchObject({ verificationTokenHash: null, resetPasswordToken: null, pendingEmail: null, emailChangeTokenHash: null });
    expect(await valid()).toMatchObject({ resetPasswordToken: 'd'.repeat(64) });
  });

  it('deletes stored files older than an hour that no attachment points to; keeps recent ones and recorded ones', async () => {
    const payload = await payloadClient();
    const orphan = await storedFile(ORPHAN_AGE_MS + HOUR);
    const recent = await storedFile(60_000);
    const recorded = await storedFile(ORPHAN_AGE_MS + HOUR);
    const attachment = await payload.db.create({
      collection: 'attachments',
      data: { storageKey: recorded, name: 'kept.pdf', mime: 'application/pdf', size: 7, kind: 'request' },
    });
    try {
      const deleted = await deleteOrphanedUploads(payload);
      expect(deleted).toContain(orphan);
      expect(deleted).not.toContain(recent);
      expect(deleted).not.toContain(recorded);
      expect(await uploadStorage().size(orphan)).toBeNull();
      expect(await uploadStorage().size(recent)).not.toBeNull();
      expect(await uploadStorage().size(recorded)).not.toBeNull();
    } finally {
      await payload.db.deleteOne({ collection: 'attachments', where: { id: { equals: attachment.id } } });
      await uploadStorage().delete(recent);
      await uploadStorage().delete(recorded);
    }
  });

  it('runs as a queued job that schedules the next run an hour later (one chain)', async () => {
    const payload = await payloadClient();
    const pending = () =>
      payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: CLEANUP_TASK } }, { completedAt: { exists: false } }] },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      });
    expect((await pending()).docs).toHaveLength(1); // queued at start (cms/init.ts), or the chain's next one
    // Start from a fresh chain, as on a new database.
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: CLEANUP_TASK } } });
    expect(await ensureCleanupScheduled(payload)).toBe(true);
    expect(await ensureCleanupScheduled(payload)).toBe(false);
    const [first] = (await pending()).docs;
    expect(await runDueJobs(payload)).toContain(first!.id);
    const next = (await pending()).docs;
    expect(next).toMatchObject([{ hasError: false }]);
    expect(next[0]!.id).not.toBe(first!.id);
    expect(new Date(next[0]!.waitUntil!).getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
    // Not due for an hour: no runner claims it before then.
    expect(await claimJobs(payload)).not.toContain(next[0]!.id);
  });
});
