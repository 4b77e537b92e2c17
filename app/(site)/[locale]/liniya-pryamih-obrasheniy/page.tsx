import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { DirectLineView } from '@/features/requests/components/direct-line-view';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('directLine');

/** The direct appeals line: both channels, the submit-project modal, and the way to the faster one for guests. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="directLine" locale={locale}>
      <WithMessages namespaces={['directLine', 'filePicker', 'requests', 'submissionsApi', 'account', 'appeals', 'auth', 'modal']}>
        <DirectLineView />
      </WithMessages>
    </RoutePage>
  );
}
