import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { FolderItem } from '@/lib/submissions/types';
import { favouritesKey } from './keys';

/** POST /collection/{idFolder}/{id}/update {comment} (our addition; bearer, verified): "" clears the note. */
export function updateComment({ folderId, itemId, comment }: { folderId: number; itemId: number; comment: string }): Promise<FolderItem> {
  return browserApi().post<FolderItem>(`/collection/${folderId}/${itemId}/update`, { comment }, { auth: 'required' });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateComment, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
