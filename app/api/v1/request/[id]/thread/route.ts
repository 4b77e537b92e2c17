import { methodNotAllowed } from '@/lib/server/http';
import { threadRoute } from '@/lib/server/submissions/thread-routes';

/** GET /request/{id}/thread (bearer): the whole thread of the caller's item, oldest first. */
export const GET = threadRoute('request');

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
