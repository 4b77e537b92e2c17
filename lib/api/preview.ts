import 'server-only';
import { cookies } from 'next/headers';
import { isPreviewPage, PAGE_KIND, previewEndpointPath, type PreviewKind } from '@/lib/preview';
import { LANGUAGE_HEADER } from './config';
import { ApiError, unwrap } from './envelope';

/** The back office's session cookie (Payload's `payload` prefix): the one credential the preview read forwards. */
const STAFF_SESSION_COOKIE = 'payload-token';

/**
 * The latest version of a document or single page (draft included) for the back office's preview page, read from this app's own
 * preview endpoint on behalf of the staff member whose request is being rendered: their admin session cookie goes
 * with it, and nothing else. Never from or into Next's data cache. Null when the visitor is not staff or there is no
 * such document (the endpoint answers 404 to both).
 */
export async function readDraft<T>(kind: PreviewKind, id: string, locale: string): Promise<T | null> {
  const session = (await cookies()).get(STAFF_SESSION_COOKIE)?.value;
  // A document by its numeric id, a single page by its slug.
  const known = kind === PAGE_KIND ? isPreviewPage(id) : /^[1-9]\d{0,15}$/.test(id);
  if (!session || !known) return null;
  // This app itself, never API_BASE_URL (another provider's host): the staff session must not leave the server.
  const url = `http://localhost:${process.env.PORT || 3000}${previewEndpointPath(kind, id)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { [LANGUAGE_HEADER]: locale, Accept: 'application/json', Cookie: `${STAFF_SESSION_COOKIE}=${session}` },
      cache: 'no-store',
    });
  } catch (error) {
    throw new ApiError(503, `Preview endpoint unreachable at ${url}: ${String(error)}`);
  }
  if (response.status === 404) return null;
  return unwrap<T>(response.status, await response.json().catch(() => null));
}
