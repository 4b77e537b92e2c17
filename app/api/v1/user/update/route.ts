import { profileUpdateSchema } from '@/lib/auth/schemas/profile';
import { AUTH_MESSAGES as M, AVATAR_MAX_BYTES } from '@/lib/auth/schemas/messages';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { fieldError, parseOr422, readBody, respond } from '@/lib/server/auth/http';
import { noStore } from '@/lib/server/auth/route';
import { toPortalUser, updateProfile } from '@/lib/server/auth/service';
import { methodNotAllowed } from '@/lib/server/http';

/** Room for the form fields around a 5 MB photo. */
const MAX_BODY = AVATAR_MAX_BYTES + 256 * 1024;

/** POST /user/update (multipart): surname, name, fathersName, phone, email, company, image. Confirmed accounts only. */
export function POST(request: Request) {
  return respond(request, async () => {
    const caller = await requireInvestor(request, { verified: true });
    // Only a multipart form may carry the photo: its limit is the photo's, and past it the photo is the problem.
    const { fields, files } = await readBody(request, { multipart: { limit: MAX_BODY, tooLarge: () => fieldError(413, 'image', M.imageSize) } });
    const data = parseOr422(profileUpdateSchema, fields);
    const user = await updateProfile(request, caller, data, files.image);
    return noStore(ok(toPortalUser(user)));
  });
}

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
