import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('successStories');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return <RoutePage routeKey="successStories" locale={locale} />;
}
