import 'server-only';
import type { Appeal as AppealDoc } from '@/cms/payload-types';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';
import { ITEM_POPULATE, listOwnItems } from './own-items';
import type { Owner, Page } from './owner';
import type { Tx } from './transaction';

/** Appeals to the agency: an investor sends and reads only their own. */

export type NewAppeal = { message: string; agreementAt: string; locale: Locale; files: number[] };

/** The fields an appeal's DTO shows. */
const ITEM_SELECT = { message: true, status: true, createdAt: true, files: true, answer: true, answeredAt: true, history: true, reference: true, dueDate: true, assignee: true } as const;

/** A new appeal, New, owned by the investor, with its attachments shown as in the list. */
export async function createAppeal(owner: Owner, data: NewAppeal, tx: Tx): Promise<AppealDoc> {
  const payload = await payloadClient();
  return payload.create({
    collection: 'appeals',
    data: { ...data, status: 'new', owner: owner.user.id },
    depth: 1,
    populate: ITEM_POPULATE,
    overrideAccess: true,
    req: tx,
    select: ITEM_SELECT,
  }) as Promise<AppealDoc>;
}

/** The owner's appeals, newest first. */
export function listOwnAppeals(owner: Owner, page: Page): Promise<{ docs: AppealDoc[]; totalDocs: number }> {
  return listOwnItems<AppealDoc>('appeals', owner, page, ITEM_SELECT);
}
