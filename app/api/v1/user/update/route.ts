import { profileUpdateSchema } from '@/lib/auth/schemas/profile';
import { AUTH_MESSAGES as M, AVATAR_MAX_BYTES } from '@/lib/auth/schemas/messages';
import { ok } from '@/lib/server/envelope';
import { requireInvestor } from '@/lib/server/auth/caller';
import { fieldError, handle, methodNotAllowed, noStore, parseOr422, readBody } from '@/lib/server/http';
import { enforceOne } from '@/lib/server/rate-limit/guard';
import { requestsEmailChange, toPortalUser, updateProfile } from '@/lib/server/auth/service';

/** Room for the form fields around a 5 MB photo. */
const MAX_BODY = AVATAR_MAX_BYTES + 256 * 1024;

/** POST /user/update (multipart): surname, name, fathersName, phone, email, company, image. Confirmed accounts only. */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  // Only a multipart form may carry the photo: its limit is the photo's, and past it the photo is the problem.
  const { fields, files } = await readBody(request, { multipart: { limit: MAX_BODY, tooLarge: () => fieldError(413, 'image', M.imageSize) } });
  const data = parseOr422(profileUpdateSchema, fields);
  // A new login address mails a link: limited per account.
  if (requestsEmailChange(caller.user, data)) await enforceOne(request, 'emailChange', String(caller.user.id), 'email');
  const user = await updateProfile(caller, data, files.image);
  return noStore(ok(toPortalUser(user)));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
