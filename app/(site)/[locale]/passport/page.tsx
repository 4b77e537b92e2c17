import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { GuestRedirect } from '@/features/auth/components/auth-guard';

export const generateMetadata = routeMetadata('passport');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="passport" locale={locale}>
      <GuestRedirect />
    </RoutePage>
  );
}
