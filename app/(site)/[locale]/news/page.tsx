import { notFound } from 'next/navigation';
import { isPastLastPage, Pagination } from '@/components/page/pagination';
import { RoutePage, routeMetadata } from '@/components/page/route-page';
import { NewsList } from '@/features/news/components/news-list';
import { withNewsFeed } from '@/features/news/feed-metadata';
import { NEWS_PAGE_SIZE, type NewsCard } from '@/features/news/types';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';

/**
 * The page number is in the query (`?page=`), so the list renders per request (docs/decisions/018): without this the
 * locale layout's on-demand static rendering meets searchParams at run time and fails (DYNAMIC_SERVER_USAGE).
 * Its reads still come from the data cache (tag `news`).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

const listMetadata = routeMetadata('news');
export async function generateMetadata(props: Props) {
  return withNewsFeed(await listMetadata(props), (await props.params).locale);
}

/**
 * The news list: GET /news through Next's data cache (tag `news`, expired by the Payload hooks).
 * Reading searchParams renders it on request, never at build time (the API is not up then).
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const raw = (await searchParams).page;
  const page = raw === undefined ? 1 : Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(page) || page < 1) notFound();
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
