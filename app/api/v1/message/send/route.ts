import { appealSchema } from '@/lib/submissions/schemas/appeal';
import { APPEAL_FILE_TYPES } from '@/lib/submissions/types';
import { requireInvestor } from '@/lib/server/auth/caller';
import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed, noStore, parseOr422, requestLocale } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { singleValues } from '@/lib/server/submissions/common';
import { sendAppeal } from '@/lib/server/submissions/appeals';
import { withUploads } from '@/lib/server/uploads/multipart';

/** POST /message/send (bearer, confirmed; multipart: message, agreement, file[0…4]). */
export const POST = handle(async (request: Request) => {
  const caller = await requireInvestor(request, { verified: true });
  await enforcePerIpAndAccount(request, 'appeal', 'appealAccount', `account:${caller.user.id}`);
  const locale = requestLocale(request);
  const appeal = await withUploads(request, { fileField: 'file', allowedTypes: APPEAL_FILE_TYPES }, async ({ fields, files }) => {
    const { message } = parseOr422(appealSchema, singleValues(fields));
    return sendAppeal({ caller, locale, message, files });
  });
  return noStore(ok(appeal));
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
