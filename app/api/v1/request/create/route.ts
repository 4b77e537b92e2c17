import { noStore } from '@/lib/server/auth/route';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';
import { createRequest } from '@/lib/server/submissions/requests';

/** POST /request/create (optional bearer; multipart: title, description, name, email, phone, files[0…4]). */
export const POST = handle(async (request: Request) => noStore(ok(await createRequest(request))));

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
