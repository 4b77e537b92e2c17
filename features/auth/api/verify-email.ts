import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { userQueryKey } from './get-user';

/** POST /auth/verify/{token}: confirms the e-mail of the mailed link. */
export function verifyEmail(token: string): Promise<{ verified: boolean }> {
  return browserApi().post<{ verified: boolean }>(`/auth/verify/${encodeURIComponent(token)}`);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A logged-in user's cabinet unlocks right away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
