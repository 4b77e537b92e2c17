import 'server-only';
import { createLocalReq, type PayloadRequest } from 'payload';
import { payloadClient } from '@/lib/server/payload';

/** A database transaction, passed to each repository call that belongs to it. */
export type Tx = PayloadRequest;

/**
 * Runs `work` in one database transaction (SQLite and PostgreSQL alike): a submission and its attachments'
 * records are saved together or not at all. Stored files are not part of it: lib/server/uploads withUploads
 * removes them when this throws.
 */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const payload = await payloadClient();
  const tx = await createLocalReq({}, payload);
  const id = await payload.db.beginTransaction();
  if (id) tx.transactionID = id;
  try {
    const result = await work(tx);
    if (id) await payload.db.commitTransaction(id);
    return result;
  } catch (error) {
    if (id) await payload.db.rollbackTransaction(id).catch(() => undefined);
    throw error;
  }
}
