import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { userQueryKey } from './get-user';

/** POST /auth/email-change/{token}: switches the login to the address the link was mailed to. */
export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return browserApi().post<{ email: string }>(`/auth/email-change/${encodeURIComponent(token)}`);
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A logged-in user's cabinet shows the new address at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
