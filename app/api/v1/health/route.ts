import config from '@payload-config';
import { getPayload } from 'payload';
import { fail, ok } from '@/lib/server/envelope';
import { methodNotAllowed } from '@/lib/server/http';

export const dynamic = 'force-dynamic';

/** Liveness and database reachability, for the reverse proxy and the e2e harness. */
export async function GET() {
  try {
    const payload = await getPayload({ config });
    await payload.count({ collection: 'staff' });
    return ok({ status: 'ok', database: payload.db.name });
  } catch (error) {
    console.error('health check failed', error);
    return fail(503, { message: 'Database unavailable' });
  }
}

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
