import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { savedKey } from './keys';

/** GET /collection/saved?page_url=/news/1 (our addition): which of the caller's folders hold that page. */
export function getSaved(pageUrl: string): Promise<{ folderIds: number[] }> {
  return browserApi().get<{ folderIds: number[] }>('/collection/saved', { params: { page_url: pageUrl }, auth: 'required' });
}

export function getSavedQueryOptions(pageUrl: string) {
  return queryOptions({ queryKey: savedKey(pageUrl), queryFn: () => getSaved(pageUrl) });
}

export function useSaved(pageUrl: string, enabled = true) {
  return useQuery({ ...getSavedQueryOptions(pageUrl), enabled });
}
