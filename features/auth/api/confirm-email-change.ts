import { browserApi } from '@/lib/api/browser';

/**
 * POST /auth/email-change/{token}: switches the login to the address the link was mailed to. Sent by the page in the
 * browser once it has loaded, never on the GET of the link; the caller refreshes the tab's user (api/cached-user.ts).
 */
export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return browserApi().post<{ email: string }>(`/auth/email-change/${encodeURIComponent(token)}`);
}
