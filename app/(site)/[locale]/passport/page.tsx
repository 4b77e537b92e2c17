import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { PassportIndex } from './passport-index';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('passport');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="passport" locale={locale}>
      <WithMessages namespaces={['pagination', 'requests', 'auth']}>
        <PassportIndex />
      </WithMessages>
    </RoutePage>
  );
}
