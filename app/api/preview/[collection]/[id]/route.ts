import { z } from 'zod';
import { cookieValue } from '@/lib/decode';
import { PAGE_KIND, PREVIEW_COLLECTIONS, PREVIEW_PAGES, type PreviewCollection } from '@/lib/preview';
import { ok } from '@/lib/server/envelope';
import { ENDPOINTS } from '@/lib/server/content/endpoints';
import { findDraft, findGlobalDraft, type CollectionSource } from '@/lib/server/content/service';
import { handle, messageError, methodNotAllowed, requestLocale } from '@/lib/server/http';
import { payloadClient } from '@/lib/server/payload';

type Context = { params: Promise<{ collection: string; id: string }> };

/** Where each previewable collection is read: the same source, fields and decorations as its public detail answer. */
const SOURCES: Record<PreviewCollection, CollectionSource> = {
  news: ENDPOINTS.news.source,
  events: ENDPOINTS.event.source,
  'production-sites': ENDPOINTS.productionSites.source,
};

/** A previewable collection's document by its numeric id, or a single page (`page`) by its global's slug. */
const params = z.union([
  z.object({ collection: z.enum(PREVIEW_COLLECTIONS), id: z.string().regex(/^[1-9]\d{0,15}$/).transform(Number) }),
  z.object({ collection: z.literal(PAGE_KIND), id: z.enum(PREVIEW_PAGES) }),
]);

/** A draft is nobody's to keep: not the browser's, not a proxy's, not a search engine's. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', Vary: 'Cookie' };

/**
 * The back-office user of the request's admin session (Payload's `payload-token` cookie), or null. The token is
 * checked as Payload checks it (signature, expiry, the session still on the account); the request comes from the
 * preview page's server (lib/api/preview.ts), which has no browser's Origin or Sec-Fetch-Site for Payload's cookie
 * rule to read. A read of one's own drafts changes nothing, and no other site can frame the page that shows it.
 */
async function staffOf(request: Request) {
  const token = cookieValue(request.headers.get('cookie'), 'payload-token');
  if (!token) return null;
  const payload = await payloadClient();
  const headers = new Headers({ Authorization: `JWT ${token}` });
  const { user } = await payload.auth({ headers, canSetHeaders: false }).catch(() => ({ user: null }));
  return user?.collection === 'staff' ? user : null;
}

/**
 * GET /api/preview/{collection}/{id} and /api/preview/page/{slug} (the back office's preview, not part of the
 * provider API): the document's or single page's latest version, draft included, in the `Language` header's language
 * and the public answer's form, to a signed-in staff member; 404 to anyone else, as if there were nothing there.
 */
export const GET = handle<Context>(async (request, context) => {
  const staff = await staffOf(request);
  const parsed = params.safeParse(await context.params);
  if (!staff || !parsed.success) throw messageError(404, 'Not found', PRIVATE);
  const { data } = parsed;
  const item =
    data.collection === PAGE_KIND
      ? await findGlobalDraft(data.id, requestLocale(request), staff)
      : await findDraft(SOURCES[data.collection], data.id, requestLocale(request), staff);
  if (!item) throw messageError(404, 'Not found', PRIVATE);
  return ok(item, { headers: PRIVATE });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
