import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { SavedSearch, SavedSearchKind } from '@/lib/saved-searches/schemas';
import { savedSearchesKey } from './keys';

export type NewSavedSearch = { name: string; kind: SavedSearchKind; query: string };

/** POST /saved-search {name, kind, query} (bearer, verified) → the saved search. */
export function saveSearch(search: NewSavedSearch): Promise<SavedSearch> {
  return browserApi().post<SavedSearch>('/saved-search', search, { auth: 'required' });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }) });
}
