import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Card } from '@/components/content/card-list';
import { FactList } from '@/components/content/fact-list';
import { Link } from '@/i18n/link';
import { eventHref } from '../paths';
import type { EventCard } from '../types';
import { EventTime } from './event-time';
import './events.css';
import { langOf, langs } from '@/lib/api/untranslated';

/**
 * One event of a list: date and time (region time), type, place and city, «details»; `children` adds the
 * registration button (the page composes it: another feature). A past event is marked and offers no registration.
 */
export async function EventCardItem({ event, past, level = 2, children }: { event: EventCard; past: boolean; level?: 2 | 3; children?: ReactNode }) {
  const t = await getTranslations('events');
  return (
    <Card
      href={eventHref(event)}
      title={event.title}
      image={event.image}
      level={level}
      testId="event-card"
      lang={langs(event, { title: 'title', text: 'excerpt' })}
      kicker={
        <span className="event-card__kicker">
          {event.type ? (
            <span className="event-card__type" {...langOf(event.type, 'name')}>
              {event.type.name}
            </span>
          ) : null}
          {past ? <span className="event-card__past" data-testid="event-past">{t('pastBadge')}</span> : null}
        </span>
      }
      text={event.excerpt}
    >
      <FactList
        className="event-card__facts"
        facts={[
          { label: t('facts.when'), value: event.date ? <EventTime date={event.date} endDate={event.endDate} /> : null },
          { label: t('facts.place'), value: event.place, ...langOf(event, 'place') },
          { label: t('facts.city'), value: event.city?.name, ...langOf(event.city, 'name') },
        ]}
      />
      <div className="event-card__actions">
        <Link className="button button--secondary" href={eventHref(event)} data-testid="event-details-link">
          {t('details')}
          <span className="visually-hidden" {...langOf(event, 'title')}>
            : {event.title}
          </span>
        </Link>
        {past ? null : children}
      </div>
    </Card>
  );
}
