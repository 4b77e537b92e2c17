import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { savedSearchesKey } from './keys';

/** DELETE /saved-search/{id} (bearer, verified). */
export function deleteSavedSearch(id: number): Promise<{ deleted: true }> {
  return browserApi().delete<{ deleted: true }>(`/saved-search/${id}`, { auth: 'required' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedSearch, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }) });
}
