import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('arctics');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <RoutePage routeKey="arctics" locale={locale} />;
}
