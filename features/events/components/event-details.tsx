import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FactList } from '@/components/content/fact-list';
import { Picture } from '@/components/content/picture';
import { RichText } from '@/components/content/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { DetailActions } from '@/components/page/detail-actions';
import { localePath } from '@/i18n/locale-path';
import { publicOrigin, publicUrl } from '@/lib/seo/site-url';
import { eventJsonLd } from '../json-ld';
import { eventCalendarHref, eventHref } from '../paths';
import { isEventPast } from '../schedule';
import type { EventItem } from '../types';
import { EventTime } from './event-time';
import './events.css';
import { pageLocale } from '@/components/page/route-page';
import { langOf } from '@/lib/api/untranslated';
import { shownLanguage } from '@/lib/seo/metadata';

/**
 * The body of an event page: when (region time), where, type and city; registration (composed by the page),
 * the .ics download, the picture, the description, and the schema.org Event of the page.
 */
export async function EventDetails({ event, locale, registration, save }: { event: EventItem; locale: string; registration?: ReactNode; save?: ReactNode }) {
  const t = await getTranslations('events');
  const meta = await getTranslations('meta');
  const past = isEventPast(event);
  const picture = event.image?.sizes?.hero?.url ?? event.image?.url;
  return (
    <div className="event-page" data-testid="event-details">
      {past ? (
        <p className="event-page__past" data-testid="event-past">
          {t('pastNotice')}
        </p>
      ) : null}
      <FactList
        facts={[
          { label: t('facts.when'), value: event.date ? <EventTime date={event.date} endDate={event.endDate} /> : null },
          { label: t('facts.place'), value: event.place, ...langOf(event, 'place') },
          { label: t('facts.type'), value: event.type?.name, ...langOf(event.type, 'name') },
          { label: t('facts.city'), value: event.city?.name, ...langOf(event.city, 'name') },
        ]}
      />
      <DetailActions>
        {past ? null : registration}
        {event.date ? (
          <a className="button button--secondary" href={localePath(eventCalendarHref(event), pageLocale(locale))} download data-testid="event-calendar">
            {t('calendar')}
          </a>
        ) : null}
        {save}
      </DetailActions>
      {event.excerpt ? <p className="event-page__lead" {...langOf(event, 'excerpt')}>{event.excerpt}</p> : null}
      <Picture image={event.image} size="hero" className="event-page__picture" eager />
      <RichText html={event.content} {...langOf(event, 'content')} />
      <JsonLd
        data={eventJsonLd(event, {
          url: publicUrl(localePath(eventHref(event), pageLocale(locale))),
          organizer: { name: meta('agencyName'), url: publicOrigin() },
          region: t('region'),
          image: picture ? publicUrl(picture) : null,
          // The language shown: Russian when the title has no translation in this locale (lib/seo/metadata.ts).
          inLanguage: shownLanguage(pageLocale(locale), event),
        })}
      />
    </div>
  );
}
