import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@/lib/saved-searches/schemas';
import type { Paged } from '@/lib/submissions/types';
import { savedSearchListKey } from './keys';

/** GET /saved-search/list (bearer, verified): all the caller's saved searches (there are at most SAVED_SEARCHES_MAX). */
export function listSavedSearches(): Promise<Paged<SavedSearch>> {
  return browserApi().get<Paged<SavedSearch>>('/saved-search/list', { params: { page: 1, limit: SAVED_SEARCHES_MAX }, auth: 'required' });
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({ queryKey: savedSearchListKey, queryFn: listSavedSearches });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}
