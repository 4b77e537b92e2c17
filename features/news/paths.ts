import { routePath } from '@/lib/routes';
import type { NewsCard } from './types';

/** A news item's page (by slug; by id when it has none). */
export const newsHref = (item: Pick<NewsCard, 'slug' | 'id'>) => `${routePath('news')}/${encodeURIComponent(item.slug || String(item.id))}`;

/** The news feed of a locale: /rss.xml for Russian, /{locale}/rss.xml for the others (a file path: proxy.ts skips it). */
export const newsFeedPath = (locale: string, defaultLocale = 'ru') => (locale === defaultLocale ? '/rss.xml' : `/${locale}/rss.xml`);
