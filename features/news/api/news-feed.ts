import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { publicUrl } from '@/lib/seo/site-url';
import { newsFeedPath, newsHref } from '../paths';
import { newsRss } from '../rss';
import type { NewsCard } from '../types';

/** How many of the latest news the feed carries. */
export const FEED_SIZE = 20;

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif', gif: 'image/gif' };

/**
 * The item's picture as an RSS enclosure: the card size when there is one, else the original, with its size in bytes
 * (RSS requires `length`; a picture whose size is unknown is left out rather than announced as empty).
 */
function feedImage(item: NewsCard) {
  const card = item.image?.sizes?.card;
  const file = card?.url ? card : item.image;
  const url = file?.url;
  const type = url ? IMAGE_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] : undefined;
  const length = file?.filesize;
  return url && type && typeof length === 'number' && length > 0 ? { url: publicUrl(url), type, length } : null;
}

/**
 * The RSS 2.0 feed of the latest news in `locale` (GET /news through the data cache, tag `news`: a publish in the
 * back office expires it like the news pages).
 */
export async function newsFeedResponse(locale: Locale): Promise<Response> {
  const news = await serverGet<ListResult<NewsCard>>('/news', { locale, tags: ['news'], query: { page: 1, limit: FEED_SIZE } });
  const t = await getTranslations({ locale, namespace: 'rss' });
  const xml = newsRss({
    title: t('title'),
    description: t('description'),
    link: publicUrl(localePath('/news', locale)),
    self: publicUrl(newsFeedPath(locale)),
    language: locale,
    items: news.items.map((item) => ({
      title: item.title,
      link: publicUrl(localePath(newsHref(item), locale)),
      description: item.excerpt,
      published: item.publishedAt,
      image: feedImage(item),
      source: item.source,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
