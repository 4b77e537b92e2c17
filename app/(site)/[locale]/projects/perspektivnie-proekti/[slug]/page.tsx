import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { PerspectiveDetail } from '@/features/projects/components/project-detail';
import type { PerspectiveProject } from '@/features/projects/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/perspektivnie-proekti', 'perspective-project');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<PerspectiveProject> locale={locale} parent="projectsPerspective" endpoint="/perspektivnie-proekti" id={slug} tag="perspective-project">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="projectsPerspective" item={item} id={slug} />
          </DetailActions>
          <PerspectiveDetail project={item} />
        </>
      )}
    </ContentDetail>
  );
}
