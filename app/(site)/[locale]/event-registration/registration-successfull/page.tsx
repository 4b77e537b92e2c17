import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { RegistrationSuccess } from '@/features/event-registration/components/registration-success';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('eventRegistrationSuccess');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="eventRegistrationSuccess" locale={locale}>
      <WithMessages namespaces={['eventRegistration']}>
        <RegistrationSuccess />
      </WithMessages>
    </RoutePage>
  );
}
