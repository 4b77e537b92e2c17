import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { newsFeedPath } from './paths';

/**
 * Adds the news feed of the page's language to a page's metadata (`<link rel="alternate" type="application/rss+xml">`),
 * keeping whatever alternates (canonical, hreflang) the page already has.
 */
export async function withNewsFeed(metadata: Metadata, locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'news' });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { ...metadata.alternates?.types, 'application/rss+xml': [{ url: newsFeedPath(locale), title: t('rss') }] },
    },
  };
}

/** `generateMetadata` of the news list's pages (/news, /news?page=N): the route's title and the feed. */
export async function newsListMetadata(props: LocaleParams): Promise<Metadata> {
  return withNewsFeed(await routeMetadata('news')(props), (await props.params).locale);
}
