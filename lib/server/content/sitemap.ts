import 'server-only';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import type { ListResult } from '@/lib/api/envelope';
import { ENDPOINTS, type ListEndpoint } from './endpoints';
import { payloadClient } from '@/lib/server/payload';

/**
 * GET /sitemap (beyond §7): every published item that has a page of its own, for the portal's sitemap.xml — its
 * family (the §7 path it is read from), id, slug and when it last changed. The §7 DTOs leave timestamps out, and
 * paging through eight lists would cost eight or more requests per sitemap refresh. `languages`: the locales the item's
 * title (or name) is written in, Russian always — in the others its page shows the Russian text, so sitemap.xml lists
 * no translation of it there (lib/seo/sitemap.ts).
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

export type SitemapItem = {
  family: keyof typeof SITEMAP_FAMILIES;
  id: number | string;
  slug: string | null;
  updatedAt: string | null;
  languages: Locale[];
};

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
      // The name of an item is its title, or its name (a resident); read in each other locale without the fallback.
      const names = payload.collections[source.collection].config.flattenedFields.map((field) => ('name' in field ? field.name : ''));
      const nameField = names.includes('title') ? 'title' : 'name';
      const written = await Promise.all(
        locales
          .filter((locale) => locale !== defaultLocale)
          .map(async (locale) => {
            const found = await payload.find({
              collection: source.collection,
              overrideAccess: false,
              draft: false,
              depth: 0,
              locale,
              fallbackLocale: false,
              select: { [nameField]: true } as never,
              where: source.where,
              pagination: false,
            });
            // A text in Cyrillic saved in another language is a copy of the Russian one, as the DTOs count it (dto.ts).
            const rows = found.docs as unknown as Array<Record<string, unknown>>;
            const translated = rows.filter((doc) => {
              const name = String(doc[nameField] ?? '').trim();
              return name !== '' && !/\p{Script=Cyrillic}/u.test(name);
            });
            return [locale, new Set(translated.map((doc) => doc.id))] as const;
          }),
      );
      return docs.map((doc): SitemapItem => {
        const { id, slug, updatedAt } = doc as unknown as { id: number | string; slug?: string | null; updatedAt?: string | null };
        const languages = [defaultLocale, ...written.filter(([, ids]) => ids.has(id)).map(([locale]) => locale)];
        return { family, id, slug: slug || null, updatedAt: updatedAt ?? null, languages };
      });
    }),
  );
  const items = lists.flat();
  return { items, totalCount: items.length };
}
