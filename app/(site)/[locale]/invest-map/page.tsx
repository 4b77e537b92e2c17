import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('investMap');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <RoutePage routeKey="investMap" locale={locale} />;
}
