import { methodNotAllowed } from '@/lib/server/http';
import { replyRoute } from '@/lib/server/submissions/thread-routes';

/** POST /message/{id}/reply (bearer, confirmed; multipart text, file[0…4]): the investor's message in the item's thread. */
export const POST = replyRoute('message');

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
