import { useMutation } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';

export { resetPasswordFormSchema, type ResetPasswordFormValues } from '@/lib/auth/schemas/password';

/** POST /auth/password-recovery/reset-password/{token}: password. */
export function resetPassword({ token, password }: { token: string; password: string }): Promise<unknown> {
  return browserApi().post(`/auth/password-recovery/reset-password/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // Spec §8: a failure is only logged (the modal still shows a message).
    onError: (error) => console.error('reset password failed', error),
  });
}
