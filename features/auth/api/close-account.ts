import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { userQueryKey } from './get-user';

/**
 * POST /user/delete (bearer) `{ password }`: withdraws the consent to personal-data processing (152-FZ) and
 * deletes the account; 422 `result.password[0]` on a wrong password.
 */
export function closeAccount(password: string): Promise<unknown> {
  return browserApi().post('/user/delete', { password }, { auth: 'required' });
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}

/** POST /user/email-change/cancel (bearer): drops the pending new address; answers the user. */
export function cancelEmailChange(): Promise<PortalUser> {
  return browserApi().post<PortalUser>('/user/email-change/cancel', undefined, { auth: 'required' });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (user) => queryClient.setQueryData([...userQueryKey, 'token'], user),
  });
}
