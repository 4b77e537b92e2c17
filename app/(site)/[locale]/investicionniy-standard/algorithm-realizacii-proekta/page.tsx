import { routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AlgorithmPage } from './algorithm-page';

export const generateMetadata = routeMetadata('standardAlgorithm');

/** The project realisation algorithm (GET /project-implementation-algorithm) as numbered steps. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <AlgorithmPage locale={locale} />;
}
