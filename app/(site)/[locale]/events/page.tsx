import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { EventRegistrationLink } from '@/features/event-registration/components/registration-link';
import { EventCardItem } from '@/features/events/components/event-card';
import { EventsBrowser, type EventEntry } from '@/features/events/components/events-browser';
import { readEvents } from '@/features/events/api/read-events';
import { eventsBrowserTexts } from '@/features/events/events-browser-texts';
import { splitEvents } from '@/features/events/schedule';
import { saveSearchTexts } from '@/features/saved-searches/save-search-texts';
import { PageMessages } from '@/components/i18n/page-messages';

export const generateMetadata = routeMetadata('events');

/**
 * The events: every event rendered on the server (cached, tag `event`), upcoming first, past ones marked;
 * the type and city filters live in the URL and are applied by a client island (docs/decisions/018).
 */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  const { events, types, cities } = await readEvents(locale);
  const { upcoming, past } = splitEvents(events);
  const entry = (isPast: boolean) => (event: (typeof events)[number]): EventEntry => ({
    key: event.id,
    type: event.type?.slug ?? null,
    city: event.city?.slug ?? null,
    past: isPast,
    card: (
      <EventCardItem key={event.id} event={event} past={isPast} level={3}>
        <EventRegistrationLink event={event} />
      </EventCardItem>
    ),
  });
  return (
    <RoutePage routeKey="events" locale={locale} setting={28}>
      <EventsBrowser
        types={types}
        cities={cities}
        entries={[...upcoming.map(entry(false)), ...past.map(entry(true))]}
        texts={await eventsBrowserTexts(events.length)}
        saveSearchTexts={await saveSearchTexts()}
      />
      <PageMessages namespaces={['savedSearches']} />
    </RoutePage>
  );
}
