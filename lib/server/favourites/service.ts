import 'server-only';
import type { Payload, Where } from 'payload';
import type { FavouriteFolder, FavouriteItem } from '@/cms/payload-types';
import type { Folder, FolderItem, Paged } from '@/lib/submissions/types';
import { FAVOURITES_MESSAGES as F, type FolderItemCreateData } from '@/lib/submissions/schemas/favourites';
import type { Caller } from '@/lib/server/auth/caller';
import { cms } from '@/lib/server/content/payload';
import { HttpError } from '@/lib/server/http';

/**
 * Favourites (spec §3, §7 /collection/*): an investor's folders and the portal pages saved in them. Every call
 * is the caller's own: someone else's folder or item is answered exactly like a missing one (404).
 * The collections allow no writes through access control; this service writes with overrideAccess after
 * its own owner checks.
 */

export type Page = { page: number; limit: number };

const folderMissing = () => new HttpError(404, { message: F.folderNotFound });
const itemMissing = () => new HttpError(404, { message: F.itemNotFound });

const SYSTEM = { overrideAccess: true, depth: 0 } as const;
const FOLDER_SELECT = { title: true, owner: true, createdAt: true } as const;
const ITEM_SELECT = { folder: true, owner: true, page_url: true, page_title: true, page_image: true, comment: true, createdAt: true } as const;

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value);

function toFolder(doc: Pick<FavouriteFolder, 'id' | 'title' | 'createdAt'>, itemsCount: number): Folder {
  return { id: doc.id, title: doc.title, itemsCount, createdAt: doc.createdAt };
}

function toItem(doc: Pick<FavouriteItem, 'id' | 'folder' | 'page_url' | 'page_title' | 'page_image' | 'comment' | 'createdAt'>): FolderItem {
  return {
    id: doc.id,
    folderId: idOf(doc.folder),
    page_url: doc.page_url,
    page_title: doc.page_title,
    page_image: doc.page_image ?? null,
    comment: doc.comment ?? null,
    createdAt: doc.createdAt,
  };
}

const countItems = (payload: Payload, folderId: number) =>
  payload.count({ collection: 'favourite-items', where: { folder: { equals: folderId } }, overrideAccess: true }).then((r) => r.totalDocs);

/** The caller's folder, or 404. */
async function ownFolder(payload: Payload, caller: Caller, folderId: number | undefined) {
  if (folderId === undefined) throw folderMissing();
  const { docs } = await payload.find({
    collection: 'favourite-folders',
    where: { and: [{ id: { equals: folderId } }, { owner: { equals: caller.user.id } }] },
    select: FOLDER_SELECT,
    limit: 1,
    pagination: false,
    ...SYSTEM,
  });
  if (!docs[0]) throw folderMissing();
  return docs[0];
}

/** POST /collection/create. */
export async function createFolder(caller: Caller, title: string): Promise<Folder> {
  const payload = await cms();
  const doc = await payload.create({ collection: 'favourite-folders', data: { owner: caller.user.id, title }, select: FOLDER_SELECT, ...SYSTEM });
  return toFolder(doc, 0);
}

/** GET /collection/list: the caller's folders, newest first, each with its number of pages. */
export async function listFolders(caller: Caller, { page, limit }: Page): Promise<Paged<Folder>> {
  const payload = await cms();
  const result = await payload.find({
    collection: 'favourite-folders',
    where: { owner: { equals: caller.user.id } },
    sort: ['-createdAt', '-id'],
    select: FOLDER_SELECT,
    page,
    limit,
    ...SYSTEM,
  });
  const items = await Promise.all(result.docs.map(async (doc) => toFolder(doc, await countItems(payload, doc.id))));
  return { items, totalCount: result.totalDocs };
}

/** POST /collection/{id}/update (our addition): renames the caller's folder. */
export async function renameFolder(caller: Caller, folderId: number | undefined, title: string): Promise<Folder> {
  const payload = await cms();
  const folder = await ownFolder(payload, caller, folderId);
  const doc = await payload.update({ collection: 'favourite-folders', id: folder.id, data: { title }, select: FOLDER_SELECT, ...SYSTEM });
  return toFolder(doc, await countItems(payload, folder.id));
}

/** DELETE /collection/{id}: the folder and every page saved in it. */
export async function deleteFolder(caller: Caller, folderId: number | undefined): Promise<{ deleted: true }> {
  const payload = await cms();
  const folder = await ownFolder(payload, caller, folderId);
  await payload.delete({ collection: 'favourite-items', where: { folder: { equals: folder.id } }, ...SYSTEM });
  await payload.delete({ collection: 'favourite-folders', id: folder.id, ...SYSTEM });
  return { deleted: true };
}

const sameItem = (folderId: number, pageUrl: string): Where => ({ and: [{ folder: { equals: folderId } }, { page_url: { equals: pageUrl } }] });

async function firstItem(payload: Payload, folderId: number, pageUrl: string) {
  const { docs } = await payload.find({ collection: 'favourite-items', where: sameItem(folderId, pageUrl), sort: 'id', select: ITEM_SELECT, limit: 1, pagination: false, ...SYSTEM });
  return docs[0];
}

/**
 * POST /collection/{id}/create: saves a page in the caller's folder. The same page again in that folder
 * answers the item already there (idempotent); two saves at the same moment keep the first by id.
 */
export async function addItem(caller: Caller, folderId: number | undefined, data: FolderItemCreateData): Promise<FolderItem> {
  const payload = await cms();
  const folder = await ownFolder(payload, caller, folderId);
  const existing = await firstItem(payload, folder.id, data.page_url);
  if (existing) return toItem(existing);
  const created = await payload.create({
    collection: 'favourite-items',
    data: { ...data, folder: folder.id, owner: caller.user.id },
    select: ITEM_SELECT,
    ...SYSTEM,
  });
  const first = await firstItem(payload, folder.id, data.page_url);
  if (first && first.id !== created.id) {
    await payload.delete({ collection: 'favourite-items', id: created.id, ...SYSTEM });
    return toItem(first);
  }
  return toItem(created);
}

/** GET /collection/{id}/list: the pages of the caller's folder, newest first. */
export async function listItems(caller: Caller, folderId: number | undefined, { page, limit }: Page): Promise<Paged<FolderItem>> {
  const payload = await cms();
  const folder = await ownFolder(payload, caller, folderId);
  const result = await payload.find({
    collection: 'favourite-items',
    where: { folder: { equals: folder.id } },
    sort: ['-createdAt', '-id'],
    select: ITEM_SELECT,
    page,
    limit,
    ...SYSTEM,
  });
  return { items: result.docs.map(toItem), totalCount: result.totalDocs };
}

/** The id of a page saved in the caller's folder (reached through that folder only), or 404. */
async function ownItemId(payload: Payload, caller: Caller, folderId: number | undefined, itemId: number | undefined): Promise<number> {
  const folder = await ownFolder(payload, caller, folderId);
  if (itemId === undefined) throw itemMissing();
  const { totalDocs } = await payload.count({
    collection: 'favourite-items',
    where: { and: [{ id: { equals: itemId } }, { folder: { equals: folder.id } }, { owner: { equals: caller.user.id } }] },
    overrideAccess: true,
  });
  if (!totalDocs) throw itemMissing();
  return itemId;
}

/** DELETE /collection/{idFolder}/{id}: one page out of one of the caller's folders. */
export async function deleteItem(caller: Caller, folderId: number | undefined, itemId: number | undefined): Promise<{ deleted: true }> {
  const payload = await cms();
  const id = await ownItemId(payload, caller, folderId, itemId);
  await payload.delete({ collection: 'favourite-items', id, ...SYSTEM });
  return { deleted: true };
}

/** POST /collection/{idFolder}/{id}/update (our addition): writes, edits or clears (null) the saved page's comment. */
export async function setItemComment(caller: Caller, folderId: number | undefined, itemId: number | undefined, comment: string | null): Promise<FolderItem> {
  const payload = await cms();
  const id = await ownItemId(payload, caller, folderId, itemId);
  return toItem(await payload.update({ collection: 'favourite-items', id, data: { comment }, select: ITEM_SELECT, ...SYSTEM }));
}

/** GET /collection/saved?page_url=…: which of the caller's folders hold the page. */
export async function savedIn(caller: Caller, pageUrl: string): Promise<{ folderIds: number[] }> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'favourite-items',
    where: { and: [{ owner: { equals: caller.user.id } }, { page_url: { equals: pageUrl } }] },
    select: { folder: true },
    pagination: false,
    ...SYSTEM,
  });
  return { folderIds: [...new Set(docs.map((doc) => idOf(doc.folder)))].sort((a, b) => a - b) };
}
