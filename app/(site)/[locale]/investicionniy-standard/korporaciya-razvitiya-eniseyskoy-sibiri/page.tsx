import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { CorporationPage } from './corporation-page';

export const generateMetadata = routeMetadata('standardCorporation');

/** The Yenisei Siberia development corporation (GET /korporaciya-razvitiya-eniseyskoy-sibiri). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <CorporationPage locale={locale} />;
}
