import 'server-only';
import type { Request as RequestDoc } from '@/cms/payload-types';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';
import { ITEM_POPULATE, listOwnItems } from './own-items';
import { ownedBy, type Owner, type Page } from './owner';
import type { Tx } from './transaction';

/** Project requests: a guest may send one (no owner, never read back); an investor sends and reads only their own. */

export type NewRequest = {
  title: string;
  description: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  locale: Locale;
  files: number[];
  /** The production site the project is for (checked to be published by the caller), or none. */
  site?: number | null;
};

/** The fields a request's DTO shows. */
const ITEM_SELECT = { title: true, description: true, status: true, createdAt: true, files: true, reviewComment: true, history: true, reference: true, dueDate: true, assignee: true, site: true } as const;

/** What an item shows of its production site. */
const REQUEST_POPULATE = { ...ITEM_POPULATE, 'production-sites': { slug: true, title: true } } as const;

/**
 * A new request, Pending Review, owned by the investor (null: a guest's), with its attachments and its site shown as
 * in the lists (the site's title in the request's language).
 */
export async function createRequest(owner: Owner | null, data: NewRequest, tx: Tx): Promise<RequestDoc> {
  const payload = await payloadClient();
  return payload.create({
    collection: 'requests',
    data: { ...data, status: 'pending', owner: owner?.user.id ?? null },
    depth: 1,
    locale: data.locale,
    fallbackLocale: 'ru',
    populate: REQUEST_POPULATE,
    overrideAccess: true,
    req: tx,
    select: ITEM_SELECT,
  }) as Promise<RequestDoc>;
}

/** The owner's requests, newest first; their sites' titles in `locale`. */
export function listOwnRequests(owner: Owner, page: Page, locale?: Locale): Promise<{ docs: RequestDoc[]; totalDocs: number }> {
  return listOwnItems<RequestDoc>('requests', owner, page, ITEM_SELECT, { populate: REQUEST_POPULATE, locale });
}

export type OwnRequest = Pick<RequestDoc, 'id' | 'title' | 'status'>;

/** The owner's request by id, or null (someone else's looks exactly like a missing one); `tx` reads inside a transaction. */
export async function findOwnRequest(owner: Owner, id: number, tx?: Tx): Promise<OwnRequest | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'requests',
    where: ownedBy(owner, { id: { equals: id } }),
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: tx,
    select: { title: true, status: true },
  });
  return docs[0] ?? null;
}
