import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import type { Folder } from '@/lib/submissions/types';
import { favouritesKey } from './keys';

export const FOLDER_TITLE_MAX = 100;

/** A folder's title (spec §3): 1–100 characters. Messages are keys of favourites.errors. */
export const folderTitleSchema = z.string().trim().min(1, 'titleRequired').max(FOLDER_TITLE_MAX, 'titleTooLong');

/** POST /collection/create {title} (bearer, verified) → the new folder. */
export function createFolder(title: string): Promise<Folder> {
  return browserApi().post<Folder>('/collection/create', { title }, { auth: 'required' });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }) });
}
