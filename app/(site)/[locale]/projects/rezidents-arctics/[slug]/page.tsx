import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { ResidentDetail } from '@/features/projects/components/project-detail';
import type { ArcticResident } from '@/features/projects/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/rezidents-arctics', 'arctic-resident');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<ArcticResident> locale={locale} parent="projectsArcticResidents" endpoint="/rezidents-arctics" id={slug} tag="arctic-resident">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="projectsArcticResidents" item={{ ...item, image: item.logo }} id={slug} />
          </DetailActions>
          <ResidentDetail resident={item} />
        </>
      )}
    </ContentDetail>
  );
}
