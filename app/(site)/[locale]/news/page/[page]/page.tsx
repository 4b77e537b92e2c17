import { NewsPage } from '@/features/news/components/news-page';
import { newsListMetadata } from '@/features/news/feed-metadata';
import { pageOfSegment } from '@/lib/routes';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = newsListMetadata;

/**
 * /news?page=N (proxy.ts rewrites it here, so the page stays cached); anything but a canonical page number from 2 is a
 * 404 (page 1 is /news, and /news/page/002 would be one more cache entry of page 2).
 */
export default async function Page({ params }: { params: Promise<{ locale: string; page: string }> }) {
  const { locale, page } = await params;
  return <NewsPage locale={locale} page={pageOfSegment(page)} />;
}
