import { NewsPage } from '@/features/news/components/news-page';
import { newsListMetadata } from '@/features/news/feed-metadata';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = newsListMetadata;

/** /news?page=N (proxy.ts rewrites it here, so the page stays cached); anything but a page number is a 404. */
export default async function Page({ params }: { params: Promise<{ locale: string; page: string }> }) {
  const { locale, page } = await params;
  return <NewsPage locale={locale} page={/^\d{1,9}$/.test(page) ? Number(page) : Number.NaN} />;
}
