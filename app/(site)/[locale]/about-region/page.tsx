import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('aboutRegion');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <RoutePage routeKey="aboutRegion" locale={locale} />;
}
