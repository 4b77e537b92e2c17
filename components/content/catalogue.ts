import type { ContentTag } from '@/lib/cache/tags';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';

/** One request's worth: the largest page the provider API gives (limits are 1–100). */
export const CATALOGUE_PAGE = 100;
/** A catalogue page shows at most this many items (five pages of the API); the agency's catalogues hold tens. */
export const CATALOGUE_MAX = 500;

/**
 * A whole catalogue of a paginated family (GET /cip, /invest-project…) through the data cache, read page by page up to
 * CATALOGUE_MAX items, so the page does not depend on `?page=` and stays cached (ADR 018). `totalCount` is the API's.
 */
export async function readCatalogue<T>(path: string, tag: ContentTag, locale: string): Promise<ListResult<T>> {
  const items: T[] = [];
  let totalCount = 0;
  for (let page = 1; items.length < CATALOGUE_MAX; page += 1) {
    const result = await serverGet<ListResult<T>>(path, { locale, tags: [tag], query: { page, limit: CATALOGUE_PAGE } });
    items.push(...result.items);
    totalCount = result.totalCount;
    if (!result.items.length || items.length >= totalCount) break;
  }
  return { items, totalCount };
}

/** How many items a family has and its first one (for a hub's card): one small read. */
export function readCatalogueHead<T>(path: string, tag: ContentTag, locale: string): Promise<ListResult<T>> {
  return serverGet<ListResult<T>>(path, { locale, tags: [tag], query: { page: 1, limit: 1 } });
}
