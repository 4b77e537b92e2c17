/** React-query keys of the favourites: every mutation invalidates `favouritesKey` (folders, counts, saved marks, items). */
export const favouritesKey = ['favourites'] as const;
export const foldersKey = [...favouritesKey, 'folders'] as const;
export const savedKey = (pageUrl: string) => [...favouritesKey, 'saved', pageUrl] as const;
export const folderItemsKey = (folderId: number) => [...favouritesKey, 'items', folderId] as const;
