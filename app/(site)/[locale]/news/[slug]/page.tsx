import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { NewsArticle } from '@/features/news/components/news-article';
import type { NewsItem } from '@/features/news/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/news', 'news');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<NewsItem> locale={locale} parent="news" endpoint="/news" id={slug} tag="news">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="news" item={item} id={slug} />
          </DetailActions>
          <NewsArticle item={item} />
        </>
      )}
    </ContentDetail>
  );
}
