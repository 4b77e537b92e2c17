import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Folder, Paged } from '@/lib/submissions/types';
import { foldersKey } from './keys';

/** The API's largest page. A person's folders are few; the tab and the dialog show them all. */
export const FOLDERS_LIMIT = 100;

/** GET /collection/list?page&limit (bearer, verified): the caller's folders. */
export function getFolders(): Promise<Paged<Folder>> {
  return browserApi().get<Paged<Folder>>('/collection/list', { params: { page: 1, limit: FOLDERS_LIMIT }, auth: 'required' });
}

export function getFoldersQueryOptions() {
  return queryOptions({ queryKey: foldersKey, queryFn: getFolders });
}

export function useFolders(enabled = true) {
  return useQuery({ ...getFoldersQueryOptions(), enabled });
}
