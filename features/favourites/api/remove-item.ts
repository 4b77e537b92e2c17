import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { favouritesKey } from './keys';

/** DELETE /collection/{idFolder}/{id} (bearer, verified): one saved page out of its folder. */
export function removeItem({ folderId, itemId }: { folderId: number; itemId: number }): Promise<{ deleted: true }> {
  return browserApi().delete<{ deleted: true }>(`/collection/${folderId}/${itemId}`, { auth: 'required' });
}

export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
