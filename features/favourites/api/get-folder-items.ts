import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { FolderItem, Paged } from '@/lib/submissions/types';
import { folderItemsKey } from './keys';

export const ITEMS_LIMIT = 20;

/** GET /collection/{id}/list?page&limit (bearer, verified): one page of a folder's saved pages. */
export function getFolderItems(folderId: number, page = 1, limit = ITEMS_LIMIT): Promise<Paged<FolderItem>> {
  return browserApi().get<Paged<FolderItem>>(`/collection/${folderId}/list`, { params: { page, limit }, auth: 'required' });
}

export function getFolderItemsQueryOptions(folderId: number) {
  return infiniteQueryOptions({
    queryKey: folderItemsKey(folderId),
    queryFn: ({ pageParam }) => getFolderItems(folderId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * ITEMS_LIMIT < last.totalCount ? pages.length + 1 : undefined),
  });
}

/** A folder's items, page by page ("show more"). */
export function useFolderItems(folderId: number, enabled = true) {
  return useInfiniteQuery({ ...getFolderItemsQueryOptions(folderId), enabled });
}
