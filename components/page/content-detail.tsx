import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { serverGetOrNull } from '@/lib/api/server';
import type { RouteKey } from '@/lib/routes';
import { PageFrame, routeCrumbs } from './route-page';

type Titled = { title?: string | null; name?: string | null };

/** One item of the provider API, through the data cache (the page and its metadata share the read). */
function readItem<T>(endpoint: string, id: string, locale: string, tag: string) {
  return serverGetOrNull<T>(`${endpoint}/${encodeURIComponent(id)}`, { locale, tags: [tag, `${tag}:${id}`] });
}

/**
 * `generateMetadata` of a detail page: the item's title as the document's <title> (the layout's template adds
 * the site's name). An unknown item gets no title here; the page itself answers 404.
 */
export function detailMetadata(endpoint: string, tag: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Metadata> {
    const { locale, slug } = await params;
    const item = await readItem<Titled>(endpoint, slug, locale, tag);
    const title = item?.title ?? item?.name;
    return title ? { title } : {};
  };
}

/**
 * A detail page of the provider API's public content (news item, event, site, project…):
 * 404 when the API has no such item, breadcrumbs ending in the item's title.
 */
export async function ContentDetail<T extends Titled>({
  locale,
  parent,
  endpoint,
  id,
  tag,
  children,
}: {
  locale: string;
  parent: RouteKey;
  endpoint: string;
  id: string;
  tag: string;
  children?: (item: T) => ReactNode;
}) {
  setRequestLocale(locale);
  const item = await readItem<T>(endpoint, id, locale, tag);
  if (!item) notFound();
  const title = item.title ?? item.name ?? '';
  return (
    <PageFrame crumbs={await routeCrumbs(parent, title)} title={title}>
      {children?.(item)}
    </PageFrame>
  );
}
