import { notFound } from '@/lib/server/envelope';
import { handle } from '@/lib/server/http';

/** Any /api/v1 path the contract does not have: a 404 in the envelope, never an HTML page. */
const handler = handle(async () => notFound('Unknown API endpoint'));

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
