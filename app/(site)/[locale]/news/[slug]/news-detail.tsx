import { ContentDetail } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { NewsArticle } from '@/features/news/components/news-article';
import type { NewsItem } from '@/features/news/types';

/** A news item's page: the published item by slug or id, or the draft the back office previews (`draft`). */
export function NewsDetail({ locale, slug, draft }: { locale: string; slug: string; draft?: NewsItem }) {
  return (
    <ContentDetail<NewsItem> locale={locale} parent="news" endpoint="/news" id={slug} tag="news" draft={draft}>
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
