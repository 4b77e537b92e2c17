import { RoutePage, routeMetadata } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('verification');

export default async function Page({ params }: { params: Promise<{ locale: string; verification: string }> }) {
  const { locale } = await params;
  return <RoutePage routeKey="verification" locale={locale} />;
}
