'use client';

import Link from 'next/link';
import type { Messages } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { localeFormat } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import type { EventRegistrationResult } from '@/lib/submissions/types';
import { lastRegistrationRaw, parseRegisteredEvent } from '../last-registration';
import './event-registration.css';

const noSubscription = () => () => undefined;

/** The page's texts (`eventRegistration.success`), translated on the server. */
export type RegistrationSuccessTexts = Messages['eventRegistration']['success'];

type Props = {
  texts: RegistrationSuccessTexts;
  locale: Locale;
  /** The events list in the page's language; an event's calendar file is under it (`…/<id>/calendar`). */
  eventsHref: string;
};

/**
 * /event-registration/registration-successfull: what happens next, and the event just registered for (kept in
 * this tab's session storage by the form; a visitor who opens the address directly sees the general text) with its
 * .ics to add to a calendar (the event page's calendar route, by the event's id). Its texts come from the server; only
 * the event is read in the browser.
 */
export function RegistrationSuccess({ texts, locale, eventsHref }: Props) {
  // Session storage exists only in the browser: the server (and hydration) render without the event.
  const raw = useSyncExternalStore(noSubscription, lastRegistrationRaw, () => null);
  const event: EventRegistrationResult['event'] | null = useMemo(() => parseRegisteredEvent(raw), [raw]);

  const date = event?.date ? localeFormat(locale).dateTime(event.date) : null;
  return (
    <div className="event-registration-success" data-testid="registration-success">
      <p className="form-status" role="status">
        {texts.done}
      </p>
      {event ? (
        <dl className="event-registration-success__event" data-testid="registered-event">
          <div>
            <dt>{texts.event}</dt>
            <dd>{event.title}</dd>
          </div>
          {date ? (
            <div>
              <dt>{texts.date}</dt>
              <dd>
                <time dateTime={event.date ?? undefined}>{date}</time>
              </dd>
            </div>
          ) : null}
          {event.place ? (
            <div>
              <dt>{texts.place}</dt>
              <dd>{event.place}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {event?.date ? (
        <p>
          <a className="button button--secondary" href={`${eventsHref}/${event.id}/calendar`} download data-testid="registered-event-calendar">
            {texts.calendar}
          </a>
        </p>
      ) : null}
      <h2 className="event-registration-success__heading">{texts.nextTitle}</h2>
      <ol className="event-registration-success__steps">
        <li>{texts.next1}</li>
        <li>{texts.next2}</li>
        <li>{texts.next3}</li>
      </ol>
      <p>
        <Link href={eventsHref}>{texts.toEvents}</Link>
      </p>
    </div>
  );
}
