import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { AccessibilityStatement } from '@/features/accessibility/components/accessibility-statement';
import { AppealForm } from '@/features/appeals/components/appeal-form';
import { AppealSuccessModal } from '@/features/appeals/components/appeals-tab';

export const generateMetadata = routeMetadata('accessibility');

/** The accessibility statement; its «report a problem» form is the cabinet's appeal form (an appeal to the agency). */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="accessibility" locale={locale}>
      <AccessibilityStatement
        form={
          <>
            <AppealForm />
            <AppealSuccessModal />
          </>
        }
      />
    </RoutePage>
  );
}
