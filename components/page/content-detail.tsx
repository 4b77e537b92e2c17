import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ContentTag } from '@/lib/cache/tags';
import { serverGetOrNull } from '@/lib/api/server';
import type { RouteKey } from '@/lib/routes';
import { detailPath, familyByEndpoint } from '@/lib/seo/detail-families';
import { pageMetadata, shownLanguage, summaryText, type SeoImage } from '@/lib/seo/metadata';
import { locales } from '@/i18n/routing';
import { publicOrigin } from '@/lib/seo/site-url';
import { PageFrame, pageLocale, routeCrumbs } from './route-page';
import { langOf } from '@/lib/api/untranslated';

type Titled = { title?: string | null; name?: string | null; updatedAt?: string | null; publishedAt?: string | null };

/** What a detail page's head reads of its item: the summary (or its text) and a picture. */
type Described = Titled & {
  slug?: string | null;
  excerpt?: string | null;
  summary?: string | null;
  description?: string | null;
  content?: string | null;
  image?: SeoImage | null;
  logo?: SeoImage | null;
  preview?: SeoImage | null;
};

/** One item of the provider API, through the data cache (the page and its metadata share the read). */
function readItem<T>(endpoint: string, id: string, locale: string, tag: ContentTag) {
  return serverGetOrNull<T>(`${endpoint}/${encodeURIComponent(id)}`, { locale, tags: [tag, `${tag}:${id}`] });
}

/** The DTO key of the text that names an item: its title, or its name (a resident, an institution). */
const nameField = (item: Titled) => (item.title ? 'title' : 'name');

/**
 * `generateMetadata` of a detail page: the item's title as the document's <title> (the layout's template adds
 * the site's name), its summary as the description, its picture for Open Graph, canonical URL and hreflang
 * alternates of `<list route>/<slug>`. A news item is an article with its publication time. The language said is
 * the one shown: an item whose title has no translation in this locale is shown in Russian (og:locale ru_RU), and
 * the hreflang alternates of every version list only the locales the item's title is translated into (the item is
 * read in each, through the same cache as its pages). An unknown item gets the «page not found» title; the page itself
 * answers 404.
 */
export function detailMetadata(endpoint: string, tag: ContentTag) {
  const family = familyByEndpoint(endpoint);
  // The canonical path comes from lib/seo/detail-families.ts; a new family must be added there (and so to sitemap.xml).
  if (!family) throw new Error(`detailMetadata: ${endpoint} is not a detail family of lib/seo/detail-families.ts`);
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Metadata> {
    const { locale: segment, slug } = await params;
    const locale = pageLocale(segment);
    const item = await readItem<Described>(endpoint, slug, locale, tag);
    const title = item?.title ?? item?.name;
    // Next adds noindex to the 404 itself; the title says what the page is.
    if (!item || !title) return { title: (await getTranslations({ locale, namespace: 'errors' }))('notFoundTitle') };
    const meta = await getTranslations({ locale, namespace: 'meta' });
    const field = nameField(item);
    const versions = await Promise.all(
      locales.map(async (other) => [other, other === locale ? item : await readItem<Described>(endpoint, item.slug || slug, other, tag)] as const),
    );
    return pageMetadata({
      origin: publicOrigin(),
      locale,
      // The item's own slug even when it was opened by its id: one canonical address.
      path: detailPath(family, item.slug || slug),
      title,
      description: summaryText(item.excerpt ?? item.summary ?? item.description ?? item.content),
      siteName: meta('siteName'),
      image: item.image ?? item.logo ?? item.preview,
      type: family.family === 'news' ? 'article' : 'website',
      publishedTime: family.family === 'news' ? item.publishedAt : undefined,
      shownLanguage: shownLanguage(locale, item, field),
      translatedIn: versions.filter(([other, version]) => version && shownLanguage(other, version, field) === other).map(([other]) => other),
    });
  };
}

/**
 * A detail page of the provider API's public content (news item, event, site, project…):
 * 404 when the API has no such item, breadcrumbs ending in the item's title, and at its foot the item's update date
 * and the inaccuracy report.
 */
export async function ContentDetail<T extends Titled>({
  locale,
  parent,
  endpoint,
  id,
  tag,
  draft,
  children,
}: {
  locale: string;
  parent: RouteKey;
  endpoint: string;
  id: string;
  tag: ContentTag;
  /** The back office's preview: the document's latest version, already read for a staff member, shown in place of the published item. */
  draft?: T;
  children?: (item: T) => ReactNode;
}) {
  setRequestLocale(pageLocale(locale));
  const item = draft ?? (await readItem<T>(endpoint, id, locale, tag));
  if (!item) notFound();
  const title = item.title ?? item.name ?? '';
  const { lang } = langOf(item, nameField(item));
  return (
    <PageFrame crumbs={await routeCrumbs(parent, title, lang)} title={title} titleLang={lang} meta={{ updatedAt: item.updatedAt }}>
      {children?.(item)}
    </PageFrame>
  );
}
