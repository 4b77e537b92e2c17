import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { SavedSearch } from '@/lib/saved-searches/schemas';
import { savedSearchesKey } from './keys';

export type SavedSearchChange = { id: number; name?: string; paused?: boolean };

/** PATCH /saved-search/{id} {name?, paused?} (bearer, verified): rename, pause or resume. */
export function updateSavedSearch({ id, ...changes }: SavedSearchChange): Promise<SavedSearch> {
  return browserApi().request<SavedSearch>({ method: 'PATCH', url: `/saved-search/${id}`, data: changes, auth: 'required' });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }) });
}
