import 'server-only';
import type { Folder, FolderItem, Paged } from '@/lib/submissions/types';
import { FAVOURITES_MESSAGES as F, type FolderItemCreateData } from '@/lib/submissions/schemas/favourites';
import { type ApiCatalogue, HttpError } from '@/lib/server/http';
import * as favourites from '@/lib/server/repositories/favourites';
import { refId, type Owner, type Page } from '@/lib/server/repositories/owner';

/**
 * Favourites (spec §3, §7 /collection/*): an investor's folders and the portal pages saved in them. Every call
 * is the caller's own (lib/server/repositories/favourites.ts): someone else's folder or item is answered exactly
 * like a missing one (404).
 */

export type { Page };

/** The favourites API's error messages, answered in the caller's language (`handle(…, { localize })`). */
export const FAVOURITES_API: ApiCatalogue = { namespace: 'favouritesApi', messages: F };

/** Default page size of the favourites lists (`limit` up to 100). */
export const FAVOURITES_PAGE_LIMIT = 20;

const folderMissing = () => new HttpError(404, { message: F.folderNotFound });
const itemMissing = () => new HttpError(404, { message: F.itemNotFound });

function toFolder(doc: favourites.FolderRecord, itemsCount: number): Folder {
  return { id: doc.id, title: doc.title, itemsCount, createdAt: doc.createdAt };
}

function toItem(doc: favourites.ItemRecord): FolderItem {
  return {
    id: doc.id,
    folderId: refId(doc.folder),
    page_url: doc.page_url,
    page_title: doc.page_title,
    page_image: doc.page_image ?? null,
    comment: doc.comment ?? null,
    createdAt: doc.createdAt,
  };
}

/** The caller's folder, or 404. */
async function ownFolder(caller: Owner, folderId: number | undefined): Promise<favourites.FolderRecord> {
  const folder = folderId === undefined ? null : await favourites.findFolder(caller, folderId);
  if (!folder) throw folderMissing();
  return folder;
}

/** POST /collection/create. */
export async function createFolder(caller: Owner, title: string): Promise<Folder> {
  return toFolder(await favourites.createFolder(caller, title), 0);
}

/** GET /collection/list: the caller's folders, newest first, each with its number of pages. */
export async function listFolders(caller: Owner, page: Page): Promise<Paged<Folder>> {
  const { docs, totalDocs } = await favourites.listFolders(caller, page);
  const items = await Promise.all(docs.map(async (doc) => toFolder(doc, await favourites.countItems(caller, doc.id))));
  return { items, totalCount: totalDocs };
}

/** POST /collection/{id}/update (our addition): renames the caller's folder. */
export async function renameFolder(caller: Owner, folderId: number | undefined, title: string): Promise<Folder> {
  const folder = await ownFolder(caller, folderId);
  const renamed = await favourites.renameFolder(caller, folder.id, title);
  if (!renamed) throw folderMissing();
  return toFolder(renamed, await favourites.countItems(caller, folder.id));
}

/** DELETE /collection/{id}: the folder and every page saved in it. */
export async function deleteFolder(caller: Owner, folderId: number | undefined): Promise<{ deleted: true }> {
  const folder = await ownFolder(caller, folderId);
  if (!(await favourites.deleteFolder(caller, folder.id))) throw folderMissing();
  return { deleted: true };
}

/**
 * POST /collection/{id}/create: saves a page in the caller's folder. The same page again in that folder
 * answers the item already there (idempotent); two saves at the same moment keep the first by id.
 */
export async function addItem(caller: Owner, folderId: number | undefined, data: FolderItemCreateData): Promise<FolderItem> {
  const folder = await ownFolder(caller, folderId);
  const existing = await favourites.firstItemFor(caller, folder.id, data.page_url);
  if (existing) return toItem(existing);
  const created = await favourites.createItem(caller, folder.id, data);
  if (!created) throw folderMissing();
  const first = await favourites.firstItemFor(caller, folder.id, data.page_url);
  if (first && first.id !== created.id) {
    await favourites.deleteItem(caller, folder.id, created.id);
    return toItem(first);
  }
  return toItem(created);
}

/** GET /collection/{id}/list: the pages of the caller's folder, newest first. */
export async function listItems(caller: Owner, folderId: number | undefined, page: Page): Promise<Paged<FolderItem>> {
  const folder = await ownFolder(caller, folderId);
  const { docs, totalDocs } = await favourites.listItems(caller, folder.id, page);
  return { items: docs.map(toItem), totalCount: totalDocs };
}

/** DELETE /collection/{idFolder}/{id}: one page out of one of the caller's folders. */
export async function deleteItem(caller: Owner, folderId: number | undefined, itemId: number | undefined): Promise<{ deleted: true }> {
  const folder = await ownFolder(caller, folderId);
  if (itemId === undefined || !(await favourites.deleteItem(caller, folder.id, itemId))) throw itemMissing();
  return { deleted: true };
}

/** POST /collection/{idFolder}/{id}/update (our addition): writes, edits or clears (null) the saved page's comment. */
export async function setItemComment(caller: Owner, folderId: number | undefined, itemId: number | undefined, comment: string | null): Promise<FolderItem> {
  const folder = await ownFolder(caller, folderId);
  const updated = itemId === undefined ? null : await favourites.setItemComment(caller, folder.id, itemId, comment);
  if (!updated) throw itemMissing();
  return toItem(updated);
}

/** GET /collection/saved?page_url=…: which of the caller's folders hold the page. */
export async function savedIn(caller: Owner, pageUrl: string): Promise<{ folderIds: number[] }> {
  const folderIds = await favourites.foldersHolding(caller, pageUrl);
  return { folderIds: [...new Set(folderIds)].sort((a, b) => a - b) };
}
