import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { VerifiedView } from '@/features/auth/components/verified-view';

export const generateMetadata = routeMetadata('verificationVerified');

/** «Your account has been verified» (spec §2, §8). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="verificationVerified" locale={locale}>
      <VerifiedView />
    </RoutePage>
  );
}
