import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { RegistrationSuccess } from '@/features/event-registration/components/registration-success';
import { getTexts } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';

export const generateMetadata = routeMetadata('eventRegistrationSuccess');

/** After registering for an event: its texts from here, the event itself from the tab's session storage. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="eventRegistrationSuccess" locale={locale}>
      <RegistrationSuccess texts={(await getTexts('eventRegistration')).success} locale={locale as Locale} eventsHref={localePath(routePath('events'), locale as Locale)} />
    </RoutePage>
  );
}
