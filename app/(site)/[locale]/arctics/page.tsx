import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ArcticPage } from './arctic-page';

export const generateMetadata = routeMetadata('arctics');

/** The Arctic zone (setting 9, GET /arctic, statistics `arctic`) and the way to its regulations and residents. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <ArcticPage locale={locale} />;
}
