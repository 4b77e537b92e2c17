import { RoutePage, routeMetadata } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('passport');

export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale } = await params;
  return <RoutePage routeKey="passport" locale={locale} />;
}
