import 'server-only';
import type { Appeal as AppealDoc } from '@/cms/payload-types';
import { mailAgency } from '@/cms/hooks/submission-mail';
import { appealSchema } from '@/lib/submissions/schemas/appeal';
import { APPEAL_FILE_TYPES, type Appeal, type Paged } from '@/lib/submissions/types';
import type { Caller } from '@/lib/server/auth/caller';
import { payloadClient } from '@/lib/server/auth/payload';
import { requestLocale } from '@/lib/server/http';
import { enforcePerIpAndAccount } from '@/lib/server/rate-limit/guard';
import { withUploads } from '@/lib/server/uploads/multipart';
import { createAttachments, fullName, parseOr422, singleValues } from './common';
import { appealDto, ATTACHMENT_POPULATE } from './dto';
import { inTransaction } from './transaction';

/** POST /message/send: the text, the agreement, files `file[n]`; saved with its attachments at once; the agency is mailed. */
export async function sendAppeal(request: Request, caller: Caller): Promise<Appeal> {
  await enforcePerIpAndAccount(request, 'appeal', 'appealAccount', `account:${caller.user.id}`);
  const payload = await payloadClient();
  const locale = requestLocale(request);
  const { doc, count } = await withUploads(request, { fileField: 'file', allowedTypes: APPEAL_FILE_TYPES }, async ({ fields, files }) => {
    const input = parseOr422(appealSchema, singleValues(fields));
    const doc = await inTransaction(payload, async (req) => {
      const fileIds = await createAttachments(payload, req, files, 'appeal', caller.user.id);
      return (await payload.create({
        collection: 'appeals',
        data: { message: input.message, status: 'new', owner: caller.user.id, agreementAt: new Date().toISOString(), locale, files: fileIds },
        depth: 1,
        populate: ATTACHMENT_POPULATE,
        overrideAccess: true,
        req,
      })) as AppealDoc;
    });
    return { doc, count: files.length };
  });
  await mailAgency(payload, 'appeal', { id: doc.id, text: doc.message, files: count }, { name: fullName(caller.user), email: caller.user.email, phone: caller.user.phone ?? '' });
  return appealDto(doc);
}

/** GET /message/list: the caller's appeals, newest first. */
export async function listAppeals(caller: Caller, page: number, limit: number): Promise<Paged<Appeal>> {
  const payload = await payloadClient();
  const found = await payload.find({
    collection: 'appeals',
    where: { owner: { equals: caller.user.id } },
    sort: '-createdAt',
    page,
    limit,
    depth: 1,
    populate: ATTACHMENT_POPULATE,
    overrideAccess: true,
    select: { message: true, status: true, createdAt: true, files: true, answer: true, answeredAt: true },
  });
  return { items: found.docs.map((doc) => appealDto(doc as AppealDoc)), totalCount: found.totalDocs };
}
