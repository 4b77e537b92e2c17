import { ContentDetail, detailMetadata } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { SiteDetail } from '@/features/sites/components/site-detail';
import type { ProductionSite } from '@/features/sites/types';

export { renderOnFirstRequest as generateStaticParams } from '@/lib/prerender';
export const generateMetadata = detailMetadata('/proizvodstvennie-ploshadki', 'production-site');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  return (
    <ContentDetail<ProductionSite> locale={locale} parent="productionSites" endpoint="/proizvodstvennie-ploshadki" id={slug} tag="production-site">
      {(item) => (
        <>
          <DetailActions>
            <SaveDetailToFavourites parent="productionSites" item={item} id={slug} />
          </DetailActions>
          <SiteDetail site={item} />
        </>
      )}
    </ContentDetail>
  );
}
