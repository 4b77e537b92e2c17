import { useMutation } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { RecoveryInput } from '@/lib/auth/schemas/password';

export { recoverySchema } from '@/lib/auth/schemas/password';

/** POST /auth/password-recovery/email: mails the reset link. */
export function recoverPassword(input: RecoveryInput): Promise<unknown> {
  return browserApi().post('/auth/password-recovery/email', input);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
