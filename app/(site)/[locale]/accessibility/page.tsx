import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AccessibilityStatement } from '@/features/accessibility/components/accessibility-statement';
import { LazyAppealForm } from '@/features/appeals/components/lazy-appeal-form';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('accessibility');

/** The accessibility statement; its «report a problem» form is the cabinet's appeal form (an appeal to the agency). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="accessibility" locale={locale}>
      <AccessibilityStatement
        form={
          <WithMessages namespaces={['filePicker', 'submissionsApi', 'account', 'appeals', 'auth', 'modal']}>
            <LazyAppealForm />
          </WithMessages>
        }
      />
    </RoutePage>
  );
}
