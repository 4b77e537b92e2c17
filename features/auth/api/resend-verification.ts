import { browserApi } from '@/lib/api/browser';

/**
 * POST /auth/verify/resend with `{ email }` and no bearer (a guest with a dead link): always 200, whether or not
 * the address has an unconfirmed account, so the answer tells nothing about who is registered.
 */
export function resendVerificationTo(email: string): Promise<unknown> {
  return browserApi().post('/auth/verify/resend', { email });
}
