import 'server-only';
import type { Payload } from 'payload';

/**
 * The readiness probe's query: the database answers a count of the staff table. No record is read and there is
 * no caller to scope it to, so it runs with overrideAccess like the repositories' queries.
 */
export async function probeDatabase(payload: Payload): Promise<void> {
  await payload.count({ collection: 'staff', overrideAccess: true });
}
