import { notFound } from 'next/navigation';
import { RoutePage, routeMetadata } from '@/components/page/route-page';
import { PassportPage } from './passport-page';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('passport');

/** /passport/{slug}: the project passport of the user's request `slug` (its id). */
export default async function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  if (!/^[1-9]\d{0,9}$/.test(slug)) notFound();
  return (
    <RoutePage routeKey="passport" locale={locale}>
      <WithMessages namespaces={['filePicker', 'passport', 'requests', 'submissionsApi', 'account', 'appeals', 'auth', 'modal']}>
        <PassportPage requestId={Number(slug)} />
      </WithMessages>
    </RoutePage>
  );
}
