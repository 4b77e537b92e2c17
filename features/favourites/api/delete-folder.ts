import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { favouritesKey } from './keys';

/** DELETE /collection/{id} (our addition): the folder and everything saved in it. */
export function deleteFolder(folderId: number): Promise<{ deleted: true }> {
  return browserApi().delete<{ deleted: true }>(`/collection/${folderId}`, { auth: 'required' });
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
