import { ContentDetail } from '@/components/page/content-detail';
import { DetailActions } from '@/components/page/detail-actions';
import { SaveDetailToFavourites } from '@/features/favourites/components/save-detail';
import { SiteDetail } from '@/features/sites/components/site-detail';
import type { ProductionSite } from '@/features/sites/types';

/** A production site's page: the published site by slug or id, or the draft the back office previews (`draft`). */
export function ProductionSiteDetail({ locale, slug, draft }: { locale: string; slug: string; draft?: ProductionSite }) {
  return (
    <ContentDetail<ProductionSite>
      locale={locale}
      parent="productionSites"
      endpoint="/proizvodstvennie-ploshadki"
      id={slug}
      tag="production-site"
      draft={draft}
    >
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
