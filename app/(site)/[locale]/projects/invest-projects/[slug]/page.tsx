import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { OfferTypeLink } from '@/features/projects/components/offer-type-link';
import { OfferDetail } from '@/features/projects/components/project-detail';
import type { InvestOffer } from '@/features/projects/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/invest-project', 'invest-project');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<InvestOffer> locale={locale} parent="projectsInvest" endpoint="/invest-project" id={slug} tag="invest-project">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="projectsInvest" item={item} id={slug} />
          </DetailActions>
          <OfferDetail offer={item} />
          <OfferTypeLink typeId={item.type.id} locale={locale} />
        </>
      )}
    </ContentDetail>
  );
}
