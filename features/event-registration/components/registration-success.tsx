'use client';

import { QueryProvider } from '@/components/query-provider';

import { useLocale, useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useMemo, useSyncExternalStore } from 'react';
import { getPathname, Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import type { EventRegistrationResult } from '@/lib/submissions/types';
import { lastRegistrationRaw, parseRegisteredEvent } from '../api/register-for-event';
import './event-registration.css';

const noSubscription = () => () => undefined;

/**
 * /event-registration/registration-successfull: what happens next, and the event just registered for (kept in
 * this tab's session storage by the form; a visitor who opens the address directly sees the general text) with its
 * .ics to add to a calendar (the event page's calendar route, by the event's id).
 */
function RegistrationSuccessContent() {
  const t = useTranslations('eventRegistration.success');
  const format = useFormat();
  const locale = useLocale();
  // Session storage exists only in the browser: the server (and hydration) render without the event.
  const raw = useSyncExternalStore(noSubscription, lastRegistrationRaw, () => null);
  const event: EventRegistrationResult['event'] | null = useMemo(() => parseRegisteredEvent(raw), [raw]);

  const date = event?.date ? format.dateTime(event.date) : null;
  return (
    <div className="event-registration-success" data-testid="registration-success">
      <p className="form-status" role="status">
        {t('done')}
      </p>
      {event ? (
        <dl className="event-registration-success__event" data-testid="registered-event">
          <div>
            <dt>{t('event')}</dt>
            <dd>{event.title}</dd>
          </div>
          {date ? (
            <div>
              <dt>{t('date')}</dt>
              <dd>
                <time dateTime={event.date ?? undefined}>{date}</time>
              </dd>
            </div>
          ) : null}
          {event.place ? (
            <div>
              <dt>{t('place')}</dt>
              <dd>{event.place}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {event?.date ? (
        <p>
          <a className="button button--secondary" href={getPathname({ href: `${routePath('events')}/${event.id}/calendar`, locale })} download data-testid="registered-event-calendar">
            {t('calendar')}
          </a>
        </p>
      ) : null}
      <h2 className="event-registration-success__heading">{t('nextTitle')}</h2>
      <ol className="event-registration-success__steps">
        <li>{t('next1')}</li>
        <li>{t('next2')}</li>
        <li>{t('next3')}</li>
      </ol>
      <p>
        <Link href={routePath('events')}>{t('toEvents')}</Link>
      </p>
    </div>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function RegistrationSuccess() {
  return (
    <QueryProvider>
      <RegistrationSuccessContent />
    </QueryProvider>
  );
}
