import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Folder } from '@/lib/submissions/types';
import { favouritesKey } from './keys';

/** POST /collection/{id}/update {title} (our addition; bearer, verified) → the renamed folder. */
export function renameFolder({ folderId, title }: { folderId: number; title: string }): Promise<Folder> {
  return browserApi().post<Folder>(`/collection/${folderId}/update`, { title }, { auth: 'required' });
}

export function useRenameFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
