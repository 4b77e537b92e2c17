import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { NewsPage } from '@/features/news/components/news-page';

export const generateMetadata = routeMetadata('news');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <NewsPage locale={locale} page={1} />;
}
