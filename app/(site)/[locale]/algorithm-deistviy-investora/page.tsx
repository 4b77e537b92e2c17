import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('investorAlgorithm');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <RoutePage routeKey="investorAlgorithm" locale={locale} />;
}
