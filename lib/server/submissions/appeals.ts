import 'server-only';
import { mailAcknowledgement } from '@/cms/hooks/submission-mail';
import { mailAgency } from '@/lib/server/mail/agency';
import type { Locale } from '@/i18n/routing';
import type { Appeal, Paged } from '@/lib/submissions/types';
import type { Caller } from '@/lib/server/auth/caller';
import { payloadClient } from '@/lib/server/payload';
import { createAppeal, listOwnAppeals } from '@/lib/server/repositories/appeals';
import { createAttachments } from '@/lib/server/repositories/attachments';
import type { Page } from '@/lib/server/repositories/owner';
import { inTransaction } from '@/lib/server/repositories/transaction';
import type { StoredUpload } from '@/lib/server/uploads/multipart';
import { fullName } from './common';
import { appealDto } from './dto';

export type AppealSubmission = { caller: Caller; locale: Locale; message: string; files: StoredUpload[] };

/**
 * POST /message/send: the appeal saved with its attachments' records at once (the agreement was given); the agency is
 * mailed and the investor gets the acknowledgement with the reference.
 */
export async function sendAppeal({ caller, locale, message, files }: AppealSubmission): Promise<Appeal> {
  const doc = await inTransaction(async (tx) => {
    const fileIds = await createAttachments(caller, files, 'appeal', tx);
    return createAppeal(caller, { message, agreementAt: new Date().toISOString(), locale, files: fileIds }, tx);
  });
  const from = { name: fullName(caller.user), email: caller.user.email, phone: caller.user.phone ?? '' };
  const payload = await payloadClient();
  await mailAgency(payload, 'appeal', { id: doc.id, text: doc.message, files: files.length }, from);
  await mailAcknowledgement(payload, 'appeal', { reference: doc.reference, dueDate: doc.dueDate, text: doc.message, files: files.length, owner: caller.user.id, locale });
  return appealDto(doc);
}

/** GET /message/list: the caller's appeals, newest first. */
export async function listAppeals(caller: Caller, page: Page): Promise<Paged<Appeal>> {
  const { docs, totalDocs } = await listOwnAppeals(caller, page);
  return { items: docs.map(appealDto), totalCount: totalDocs };
}
