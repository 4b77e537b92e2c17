import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AboutRegionPage } from './about-region-page';

export const generateMetadata = routeMetadata('aboutRegion');

/** About the region: setting 1, GET /about-region with its statistics, the reference summary and the presentation (setting-file). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <AboutRegionPage locale={locale} />;
}
