import { getTranslations } from 'next-intl/server';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('verification');

export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'auth.verify' });
  return (
    <RoutePage routeKey="verification" locale={locale}>
      <p>{t('pending')}</p>
    </RoutePage>
  );
}
