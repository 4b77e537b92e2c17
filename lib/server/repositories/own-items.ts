import 'server-only';
import type { PopulateType, SelectType } from 'payload';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';
import { ATTACHMENT_POPULATE } from './attachments';
import { ownedBy, type Owner, type Page } from './owner';

/** What an item's DTO shows of its relations: its files' metadata and its curator's name. */
export const ITEM_POPULATE = { ...ATTACHMENT_POPULATE, staff: { name: true } } as const;

/** The collections an investor sends to the agency and follows in the cabinet, each with attached files. */
type ItemCollection = 'appeals' | 'requests';

/**
 * A page of the owner's items of one collection, newest first, with their attachments shown as in the lists (and
 * whatever else `populate` names, localized fields of related documents in `locale`).
 */
export async function listOwnItems<Doc>(
  collection: ItemCollection,
  owner: Owner,
  { page, limit }: Page,
  select: SelectType,
  { populate = ITEM_POPULATE, locale }: { populate?: PopulateType; locale?: Locale } = {},
): Promise<{ docs: Doc[]; totalDocs: number }> {
  const payload = await payloadClient();
  const { docs, totalDocs } = await payload.find({
    collection,
    where: ownedBy(owner),
    sort: '-createdAt',
    page,
    limit,
    depth: 1,
    populate,
    ...(locale ? { locale, fallbackLocale: 'ru' as const } : {}),
    overrideAccess: true,
    select,
  });
  return { docs: docs as Doc[], totalDocs };
}
