import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { NewsArticle } from '@/features/news/components/news-article';
import { withNewsFeed } from '@/features/news/feed-metadata';
import type { NewsItem } from '@/features/news/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';

type Props = { params: Promise<{ locale: string; slug: string }> };

const itemMetadata = detailMetadata('/news', 'news');
export async function generateMetadata(props: Props) {
  return withNewsFeed(await itemMetadata(props), (await props.params).locale);
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<NewsItem> locale={locale} parent="news" endpoint="/news" id={slug} tag="news">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="news" item={item} id={slug} />
          </DetailActions>
          <NewsArticle item={item} locale={locale} />
        </>
      )}
    </ContentDetail>
  );
}
