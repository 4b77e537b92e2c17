import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Folder, FolderItem } from '@/lib/submissions/types';
import { createFolder } from './create-folder';
import { getFolderItems } from './get-folder-items';
import { favouritesKey } from './keys';
import { removeItem } from './remove-item';

export type SavedPage = { page_url: string; page_title: string; page_image?: string | null; comment?: string | null };

/** POST /collection/{id}/create (bearer, verified): the page into one folder (the same page_url again answers the existing item). */
export function addItem(folderId: number, page: SavedPage): Promise<FolderItem> {
  const body: Record<string, string> = { page_url: page.page_url, page_title: page.page_title };
  if (page.page_image) body.page_image = page.page_image;
  if (page.comment) body.comment = page.comment;
  return browserApi().post<FolderItem>(`/collection/${folderId}/create`, body, { auth: 'required' });
}

/** The page's item in a folder, found by its page_url page by page (the API answers lists only). */
async function findItem(folderId: number, pageUrl: string): Promise<FolderItem | null> {
  const limit = 100;
  for (let page = 1; ; page += 1) {
    const { items, totalCount } = await getFolderItems(folderId, page, limit);
    const found = items.find((item) => item.page_url === pageUrl);
    if (found) return found;
    if (page * limit >= totalCount || !items.length) return null;
  }
}

export type SaveChanges = {
  page: SavedPage;
  /** Folders to put the page in (spec §7: one POST per chosen folder). */
  add: Folder[];
  /** Folders to take it out of. */
  remove: Folder[];
  /** A folder to create on the spot and put the page in. */
  newFolderTitle?: string;
};

export type SaveOutcome = { added: Folder[]; removed: Folder[]; failed: Folder[]; created: Folder | null };

/**
 * One save of the dialog: the new folder first (if any), then every addition and removal; each runs on its own,
 * so one refused folder does not undo the others, and the outcome says which ones failed.
 */
export async function savePage({ page, add, remove, newFolderTitle }: SaveChanges): Promise<SaveOutcome> {
  const created = newFolderTitle ? await createFolder(newFolderTitle) : null;
  const targets = created ? [...add, created] : add;
  const additions = await Promise.allSettled(targets.map((folder) => addItem(folder.id, page)));
  const removals = await Promise.allSettled(
    remove.map(async (folder) => {
      const item = await findItem(folder.id, page.page_url);
      if (item) await removeItem({ folderId: folder.id, itemId: item.id });
    }),
  );
  const failed = [
    ...targets.filter((_, index) => additions[index]!.status === 'rejected'),
    ...remove.filter((_, index) => removals[index]!.status === 'rejected'),
  ];
  return {
    added: targets.filter((_, index) => additions[index]!.status === 'fulfilled'),
    removed: remove.filter((_, index) => removals[index]!.status === 'fulfilled'),
    failed,
    created,
  };
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePage, onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
