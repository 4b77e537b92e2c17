import { RoutePage, routeMetadata } from '@/components/page/route-page';
import { WithMessages } from '@/components/i18n/with-messages';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';

export const generateMetadata = routeMetadata('verification');

/** The mailed confirmation link /verification/{token}: confirms, then goes on to /verification/verify. */
export default async function Page({ params }: { params: Promise<{ locale: string; verification: string }> }) {
  const { locale, verification } = await params;
  return (
    <RoutePage routeKey="verification" locale={locale}>
      <WithMessages namespaces={['appeals', 'auth']}>
        <VerifyEmailView token={verification} />
      </WithMessages>
    </RoutePage>
  );
}
