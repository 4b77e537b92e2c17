import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { folderCreateSchema } from '@/lib/submissions/schemas/favourites';
import type { Folder } from '@/lib/submissions/types';
import { favouritesKey } from './keys';

/** A folder's title (spec §3): the API's own rule, 1–100 characters (messages mapped by components/error-text.ts). */
export const folderTitleSchema = folderCreateSchema.shape.title;

/** POST /collection/create {title} (bearer, verified) → the new folder. */
export function createFolder(title: string): Promise<Folder> {
  return browserApi().post<Folder>('/collection/create', { title }, { auth: 'required' });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
