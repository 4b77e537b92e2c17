import { useMutation } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';

/** POST /auth/verify/resend (bearer): a new confirmation link. */
export function resendVerification(): Promise<{ sent: boolean }> {
  return browserApi().post<{ sent: boolean }>('/auth/verify/resend', undefined, { auth: 'required' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
