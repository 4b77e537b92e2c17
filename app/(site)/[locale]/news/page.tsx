import type { LocaleParams } from '@/components/page/route-page';
import { newsListMetadata } from '@/features/news/feed-metadata';
import { NewsPage } from '@/features/news/components/news-page';

export const generateMetadata = newsListMetadata;

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <NewsPage locale={locale} page={1} />;
}
