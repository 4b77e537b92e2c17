import 'server-only';
import type { ListResult } from '@/lib/api/envelope';
import { ENDPOINTS, type ListEndpoint } from './endpoints';
import { payloadClient } from '@/lib/server/payload';

/**
 * GET /sitemap (beyond §7): every published item that has a page of its own, for the portal's sitemap.xml — its
 * family (the §7 path it is read from), id, slug and when it last changed. The §7 DTOs leave timestamps out, and
 * paging through eight lists would cost eight or more requests per sitemap refresh.
 */
export const SITEMAP_FAMILIES = {
  news: ENDPOINTS.news,
  event: ENDPOINTS.event,
  'success-story': ENDPOINTS.successStories,
  'proizvodstvennie-ploshadki': ENDPOINTS.productionSites,
  cip: ENDPOINTS.cip,
  'invest-project': ENDPOINTS.investProject,
  'perspektivnie-proekti': ENDPOINTS.perspectiveProjects,
  'rezidents-arctics': ENDPOINTS.arcticResidents,
} satisfies Record<string, ListEndpoint>;

export type SitemapItem = { family: keyof typeof SITEMAP_FAMILIES; id: number | string; slug: string | null; updatedAt: string | null };

export async function sitemapItems(): Promise<ListResult<SitemapItem>> {
  const payload = await payloadClient();
  const families = Object.entries(SITEMAP_FAMILIES) as Array<[SitemapItem['family'], ListEndpoint]>;
  const lists = await Promise.all(
    families.map(async ([family, { source }]) => {
      // As a guest (published only), like every public read; slugs are not localized.
      const { docs } = await payload.find({
        collection: source.collection,
        overrideAccess: false,
        draft: false,
        depth: 0,
        locale: 'ru',
        select: { slug: true, updatedAt: true } as never,
        sort: source.sort,
        where: source.where,
        pagination: false,
      });
      return docs.map((doc): SitemapItem => {
        const { id, slug, updatedAt } = doc as unknown as { id: number | string; slug?: string | null; updatedAt?: string | null };
        return { family, id, slug: slug || null, updatedAt: updatedAt ?? null };
      });
    }),
  );
  const items = lists.flat();
  return { items, totalCount: items.length };
}
