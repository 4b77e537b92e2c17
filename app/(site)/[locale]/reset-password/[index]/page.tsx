import { RoutePage, routeMetadata } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('resetPassword');

export default async function Page({ params }: { params: Promise<{ locale: string; index: string }> }) {
  const { locale } = await params;
  return <RoutePage routeKey="resetPassword" locale={locale} />;
}
