import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { serverGetOrNull } from '@/lib/api/server';
import type { RouteKey } from '@/lib/routes';
import { PageFrame, routeCrumbs } from './route-page';

type Titled = { title?: string | null; name?: string | null };

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
  const item = await serverGetOrNull<T>(`${endpoint}/${encodeURIComponent(id)}`, { locale, tags: [tag, `${tag}:${id}`] });
  if (!item) notFound();
  const title = item.title ?? item.name ?? '';
  return (
    <PageFrame crumbs={await routeCrumbs(parent, title)} title={title}>
      {children?.(item)}
    </PageFrame>
  );
}
