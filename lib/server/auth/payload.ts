import 'server-only';

/** Moved to lib/server/payload.ts; kept until every caller imports it from there. */
export { payloadClient } from '@/lib/server/payload';
