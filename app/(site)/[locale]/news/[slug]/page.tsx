import { detailMetadata } from '@/components/page/content-detail';
import { withNewsFeed } from '@/features/news/feed-metadata';
import { NewsDetail } from './news-detail';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';

type Props = { params: Promise<{ locale: string; slug: string }> };

const itemMetadata = detailMetadata('/news', 'news');
export async function generateMetadata(props: Props) {
  return withNewsFeed(await itemMetadata(props), (await props.params).locale);
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  return <NewsDetail locale={locale} slug={slug} />;
}
