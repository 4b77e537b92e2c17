import { RoutePage, routeMetadata } from '@/components/page/route-page';
import { WithMessages } from '@/components/i18n/with-messages';
import { ResetPasswordView } from '@/features/auth/components/reset-password-view';

export const generateMetadata = routeMetadata('resetPassword');

/** The mailed reset link /reset-password/token={token}: the new-password modal opens with the token. */
export default async function Page({ params }: { params: Promise<{ locale: string; index: string }> }) {
  const { locale, index } = await params;
  return (
    <RoutePage routeKey="resetPassword" locale={locale}>
      <WithMessages namespaces={['auth']}>
        <ResetPasswordView param={index} />
      </WithMessages>
    </RoutePage>
  );
}
