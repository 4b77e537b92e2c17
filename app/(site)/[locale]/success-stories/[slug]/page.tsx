import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { StoryDetail } from '@/features/success-stories/components/story-detail';
import type { SuccessStory } from '@/features/success-stories/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/success-story', 'success-story');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<SuccessStory> locale={locale} parent="successStories" endpoint="/success-story" id={slug} tag="success-story">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="successStories" item={item} id={slug} />
          </DetailActions>
          <StoryDetail story={item} />
        </>
      )}
    </ContentDetail>
  );
}
