import { guestRequestSchema, userRequestSchema } from '@/lib/submissions/schemas/request';
import { REQUEST_FILE_TYPES } from '@/lib/submissions/types';
import { requestToken, requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, requestLocale } from '@/lib/server/http';
import { enforceOne, enforcePerIp, enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { singleValues } from '@/lib/server/submissions/common';
import { createRequest } from '@/lib/server/submissions/requests';
import { withUploads } from '@/lib/server/uploads/multipart';

/**
 * POST /request/create (multipart: title, description, files[0…4], optionally `site`, the id of the published
 * production site the project is for; a guest also name, email, phone, consent): a guest's, or a confirmed investor's
 * with the contacts of the profile. A token that is bad is a 401 and an
 * unconfirmed account a 403, both before the body is read; so are the limits per address and account. Files are
 * streamed to storage and checked, and removed again if the request is not saved.
 */
export const POST = handle(async (request: Request) => {
  const caller = requestToken(request) ? await requireInvestor(request, { verified: true }) : null;
  if (caller) await enforcePerIpAndAccount(request, 'submission', 'submissionAccount', `account:${caller.user.id}`);
  else await enforcePerIp(request, 'submission');
  const locale = requestLocale(request);
  const created = await withUploads(request, { fileField: 'files', allowedTypes: REQUEST_FILE_TYPES }, async ({ fields, files }) => {
    if (caller) return createRequest({ caller, locale, fields: parseOr422(userRequestSchema, singleValues(fields)), files });
    const guest = parseOr422(guestRequestSchema, singleValues(fields));
    // A guest's e-mail counts against the per-account limit once it is known.
    await enforceOne(request, 'submissionAccount', `e-mail:${guest.email}`);
    return createRequest({ caller: null, locale, fields: guest, files });
  });
  return noStore(ok(created));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
