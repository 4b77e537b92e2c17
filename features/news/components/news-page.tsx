import { notFound } from 'next/navigation';
import { isPastLastPage, Pagination } from '@/components/page/pagination';
import { RoutePage } from '@/components/page/route-page';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { NEWS_PAGE_SIZE, type NewsCard } from '../types';
import { NewsList } from './news-list';

/**
 * One page of the news list: GET /news through Next's data cache (tag `news`, expired by the Payload hooks).
 * Page 1 is /news; the others are /news?page=N, rendered by /news/page/N (lib/routes.ts PAGED_PATHS).
 */
export async function NewsPage({ locale, page }: { locale: string; page: number }) {
  if (!Number.isSafeInteger(page) || page < 1) notFound();
  const news = await serverGet<ListResult<NewsCard>>('/news', { locale, tags: ['news'], query: { page, limit: NEWS_PAGE_SIZE } });
  // A page past the end is as unknown as ?page=0 (page 1 of an empty list still says «no news yet»).
  if (isPastLastPage(page, news.totalCount, NEWS_PAGE_SIZE)) notFound();
  return (
    <RoutePage routeKey="news" locale={locale} setting={29}>
      <NewsList items={news.items} />
      <Pagination pathname="/news" page={page} totalCount={news.totalCount} limit={NEWS_PAGE_SIZE} />
    </RoutePage>
  );
}
