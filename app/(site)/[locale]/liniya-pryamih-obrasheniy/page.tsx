import { PageMessages } from '@/components/i18n/page-messages';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { DirectLineView } from '@/features/requests/components/direct-line-view';
import { getTexts } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';

export const generateMetadata = routeMetadata('directLine');

/**
 * The direct appeals line: both channels, the submit-project modal, and the way to the faster one for guests. The view
 * gets its texts from here; the submit-project modal, loaded when first opened, translates with the page messages.
 */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  const profile = localePath(routePath('profile'), locale as Locale);
  return (
    <RoutePage routeKey="directLine" locale={locale}>
      <DirectLineView
        texts={await getTexts('directLine')}
        appealsHref={`${profile}?tab=appeals`}
        monitoringHref={localePath(routePath('directLineMonitoring'), locale as Locale)}
      />
      <PageMessages namespaces={['filePicker', 'requests', 'submissionsApi']} />
    </RoutePage>
  );
}
