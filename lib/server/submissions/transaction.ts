import 'server-only';
import { createLocalReq, type Payload, type PayloadRequest } from 'payload';

/**
 * Runs `work` in one database transaction: the submission and its attachments' records are saved together or
 * not at all (the stored files are removed by the caller, lib/server/uploads withUploads, when this throws).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload);
  const id = await payload.db.beginTransaction();
  if (id) req.transactionID = id;
  try {
    const result = await work(req);
    if (id) await payload.db.commitTransaction(id);
    return result;
  } catch (error) {
    if (id) await payload.db.rollbackTransaction(id).catch(() => undefined);
    throw error;
  }
}
