import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { EventRegistrationForm } from '@/features/event-registration/components/event-registration-form';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('eventRegistration');

/** Static: the form reads `?event` in the browser (inside Suspense), so the page itself is the same for everyone. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'eventRegistration' });
  return (
    <RoutePage routeKey="eventRegistration" locale={locale}>
      <p className="event-registration__lead">{t('lead')}</p>
      <Suspense fallback={<p>{t('loadingForm')}</p>}>
        <WithMessages namespaces={['eventRegistration', 'appeals', 'auth']}>
          <EventRegistrationForm />
        </WithMessages>
      </Suspense>
    </RoutePage>
  );
}
