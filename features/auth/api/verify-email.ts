import { browserApi } from '@/lib/api/browser';

/**
 * POST /auth/verify/{token}: confirms the e-mail of the mailed link. Sent by the page in the browser once it has loaded,
 * never on the GET of the link (mail scanners fetch links before the reader does); the caller refreshes the tab's user
 * (api/cached-user.ts).
 */
export function verifyEmail(token: string): Promise<{ verified: boolean }> {
  return browserApi().post<{ verified: boolean }>(`/auth/verify/${encodeURIComponent(token)}`);
}
