import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { CipDetail } from '@/features/projects/components/project-detail';
import type { CipProject } from '@/features/projects/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/cip', 'cip');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<CipProject> locale={locale} parent="projectsCip" endpoint="/cip" id={slug} tag="cip">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="projectsCip" item={item} id={slug} />
          </DetailActions>
          <CipDetail project={item} />
        </>
      )}
    </ContentDetail>
  );
}
