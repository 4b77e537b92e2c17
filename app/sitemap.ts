import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { DETAIL_FAMILIES } from '@/lib/seo/detail-families';
import { SITEMAP_ROUTE_KEYS } from '@/lib/seo/routes';
import { buildSitemap, type SitemapItem } from '@/lib/seo/sitemap';
import { publicOrigin } from '@/lib/seo/site-url';

/**
 * /sitemap.xml: every public route and every published item in four locales with hreflang alternates.
 * Rendered on request (the API is not up during `next build`); the read of GET /sitemap is kept in Next's data cache
 * under the families' content tags, which the Payload hooks expire on every publish.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemap(publicOrigin(), SITEMAP_ROUTE_KEYS, await publishedItems());
}

async function publishedItems(): Promise<SitemapItem[]> {
  try {
    const { items } = await serverGet<ListResult<SitemapItem>>('/sitemap', {
      locale: 'ru',
      tags: ['sitemap', ...DETAIL_FAMILIES.map((family) => family.tag)],
    });
    return items;
  } catch (error) {
    // The routes are still worth listing; the next request tries the API again (a failed read is not cached).
    console.error('sitemap.xml: GET /sitemap failed, listing the routes only', error);
    return [];
  }
}
