import { methodNotAllowed } from '@/lib/server/http';
import { agencyMessageRoute } from '@/lib/server/submissions/thread-routes';

/** POST /message/{id}/agency-message (the back office's admin session; multipart text, file[0…4], clarification): the agency's message. */
export const POST = agencyMessageRoute('message');

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
