import { useMutation } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { ChangePasswordInput } from '@/lib/auth/schemas/password';
import { useAuthStore } from '../stores/auth-store';

export { changePasswordFormSchema, type ChangePasswordFormValues } from '@/lib/auth/schemas/password';

/** POST /user/change-password (bearer): current_password, new_password → `result.token`. */
export function changePassword(input: ChangePasswordInput): Promise<{ token: string }> {
  return browserApi().post<{ token: string }>('/user/change-password', input, { auth: 'required' });
}

/** The stored token is replaced by the new one (spec §4); every other session ends on the server. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => useAuthStore.getState().replaceToken(token),
  });
}
