import 'server-only';
import type { FavouriteFolder, FavouriteItem } from '@/cms/payload-types';
import type { FolderItemCreateData } from '@/lib/submissions/schemas/favourites';
import { payloadClient } from '@/lib/server/payload';
import { ownedBy, type Owner, type Page } from './owner';

/**
 * An investor's favourites: folders and the portal pages saved in them. Every read and write is the owner's
 * own (the collections allow no writes through access control); an item is reached through its folder.
 */

const SYSTEM = { overrideAccess: true, depth: 0 } as const;
const FOLDER_SELECT = { title: true, createdAt: true } as const;
const ITEM_SELECT = { folder: true, page_url: true, page_title: true, page_image: true, comment: true, createdAt: true } as const;

export type FolderRecord = Pick<FavouriteFolder, 'id' | 'title' | 'createdAt'>;
export type ItemRecord = Pick<FavouriteItem, 'id' | 'folder' | 'page_url' | 'page_title' | 'page_image' | 'comment' | 'createdAt'>;

export async function createFolder(owner: Owner, title: string): Promise<FolderRecord> {
  const payload = await payloadClient();
  return payload.create({ collection: 'favourite-folders', data: { owner: owner.user.id, title }, select: FOLDER_SELECT, ...SYSTEM });
}

/** The owner's folders, newest first. */
export async function listFolders(owner: Owner, { page, limit }: Page): Promise<{ docs: FolderRecord[]; totalDocs: number }> {
  const payload = await payloadClient();
  const { docs, totalDocs } = await payload.find({
    collection: 'favourite-folders',
    where: ownedBy(owner),
    sort: ['-createdAt', '-id'],
    select: FOLDER_SELECT,
    page,
    limit,
    ...SYSTEM,
  });
  return { docs, totalDocs };
}

/** The owner's folder, or null (someone else's looks exactly like a missing one). */
export async function findFolder(owner: Owner, folderId: number): Promise<FolderRecord | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'favourite-folders',
    where: ownedBy(owner, { id: { equals: folderId } }),
    select: FOLDER_SELECT,
    limit: 1,
    pagination: false,
    ...SYSTEM,
  });
  return docs[0] ?? null;
}

/** How many pages the owner's folder holds. */
export async function countItems(owner: Owner, folderId: number): Promise<number> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({ collection: 'favourite-items', where: ownedBy(owner, { folder: { equals: folderId } }), overrideAccess: true });
  return totalDocs;
}

/** Renames the owner's folder; null when it is not the owner's. */
export async function renameFolder(owner: Owner, folderId: number, title: string): Promise<FolderRecord | null> {
  if (!(await findFolder(owner, folderId))) return null;
  const payload = await payloadClient();
  return payload.update({ collection: 'favourite-folders', id: folderId, data: { title }, select: FOLDER_SELECT, ...SYSTEM });
}

/** Deletes the owner's folder and every page saved in it; false when it is not the owner's. */
export async function deleteFolder(owner: Owner, folderId: number): Promise<boolean> {
  if (!(await findFolder(owner, folderId))) return false;
  const payload = await payloadClient();
  await payload.delete({ collection: 'favourite-items', where: ownedBy(owner, { folder: { equals: folderId } }), select: { folder: true }, ...SYSTEM });
  await payload.delete({ collection: 'favourite-folders', id: folderId, select: { title: true }, ...SYSTEM });
  return true;
}

/** The owner's items of a folder, newest first. */
export async function listItems(owner: Owner, folderId: number, { page, limit }: Page): Promise<{ docs: ItemRecord[]; totalDocs: number }> {
  const payload = await payloadClient();
  const { docs, totalDocs } = await payload.find({
    collection: 'favourite-items',
    where: ownedBy(owner, { folder: { equals: folderId } }),
    sort: ['-createdAt', '-id'],
    select: ITEM_SELECT,
    page,
    limit,
    ...SYSTEM,
  });
  return { docs, totalDocs };
}

/** The first (lowest id) of the owner's items for the page in the folder, if any. */
export async function firstItemFor(owner: Owner, folderId: number, pageUrl: string): Promise<ItemRecord | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'favourite-items',
    where: ownedBy(owner, { and: [{ folder: { equals: folderId } }, { page_url: { equals: pageUrl } }] }),
    sort: 'id',
    select: ITEM_SELECT,
    limit: 1,
    pagination: false,
    ...SYSTEM,
  });
  return docs[0] ?? null;
}

/** Saves a page in the owner's folder; null when the folder is not the owner's. */
export async function createItem(owner: Owner, folderId: number, data: FolderItemCreateData): Promise<ItemRecord | null> {
  if (!(await findFolder(owner, folderId))) return null;
  const payload = await payloadClient();
  return payload.create({ collection: 'favourite-items', data: { ...data, folder: folderId, owner: owner.user.id }, select: ITEM_SELECT, ...SYSTEM });
}

/** Whether the item is the owner's and in that folder. */
async function ownsItem(owner: Owner, folderId: number, itemId: number): Promise<boolean> {
  const payload = await payloadClient();
  const { totalDocs } = await payload.count({
    collection: 'favourite-items',
    where: ownedBy(owner, { and: [{ id: { equals: itemId } }, { folder: { equals: folderId } }] }),
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** Removes the owner's item from the folder; false when it is not there. */
export async function deleteItem(owner: Owner, folderId: number, itemId: number): Promise<boolean> {
  if (!(await ownsItem(owner, folderId, itemId))) return false;
  const payload = await payloadClient();
  await payload.delete({ collection: 'favourite-items', id: itemId, select: { folder: true }, ...SYSTEM });
  return true;
}

/** Writes, edits or clears (null) the comment of the owner's item in the folder; null when it is not there. */
export async function setItemComment(owner: Owner, folderId: number, itemId: number, comment: string | null): Promise<ItemRecord | null> {
  if (!(await ownsItem(owner, folderId, itemId))) return null;
  const payload = await payloadClient();
  return payload.update({ collection: 'favourite-items', id: itemId, data: { comment }, select: ITEM_SELECT, ...SYSTEM });
}

/** The ids of the owner's folders that hold the page. */
export async function foldersHolding(owner: Owner, pageUrl: string): Promise<number[]> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'favourite-items',
    where: ownedBy(owner, { page_url: { equals: pageUrl } }),
    select: { folder: true },
    pagination: false,
    ...SYSTEM,
  });
  return docs.map((doc) => (typeof doc.folder === 'object' ? doc.folder.id : doc.folder));
}
