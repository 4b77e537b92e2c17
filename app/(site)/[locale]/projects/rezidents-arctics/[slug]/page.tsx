import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/rezidents-arctics', 'arctic-resident');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail locale={locale} parent="projectsArcticResidents" endpoint="/rezidents-arctics" id={slug} tag="arctic-resident">
      {(item) => (
        <DetailActions>
          <SaveDetailToFavourites parent="projectsArcticResidents" item={item} id={slug} />
        </DetailActions>
      )}
    </ContentDetail>
  );
}
