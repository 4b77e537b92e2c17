import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { userQueryKey } from '@/components/account/current-user';

/** DELETE /user/update/avatar (bearer): the user's image becomes null (spec §4). */
export function deleteAvatar(): Promise<PortalUser> {
  return browserApi().delete<PortalUser>('/user/update/avatar', { auth: 'required' });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (user) => queryClient.setQueryData([...userQueryKey, 'token'], user),
  });
}
