import { pageLocale, RoutePage, routeMetadata } from '@/components/page/route-page';
import { readVerifyEmailTexts } from '@/features/auth/api/read-verification-texts';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';

export const generateMetadata = routeMetadata('verification');

/**
 * The mailed confirmation link /verification/{token}: confirms in the browser once loaded (a POST, never on this GET:
 * mail scanners open links), then goes on to /verification/verify.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; verification: string }> }) {
  const { locale, verification } = await params;
  return (
    <RoutePage routeKey="verification" locale={locale}>
      <VerifyEmailView token={verification} texts={await readVerifyEmailTexts(pageLocale(locale))} />
    </RoutePage>
  );
}
