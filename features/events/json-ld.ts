import type { EventItem } from './types';

/** The city slug of online events (GET /event/cities): they take place on the web rather than at a venue. */
export const ONLINE_CITY = 'online';

type Context = {
  /** The event page's absolute URL. */
  url: string;
  /** The agency that organises it (GovernmentOrganization). */
  organizer: { name: string; url: string };
  /** The region, for the venue's address. */
  region: string;
  /** Absolute URL of the event's picture, if any. */
  image?: string | null;
  inLanguage: string;
};

/** schema.org Event of an event page: dates (ISO, UTC), venue or online, status, organiser. */
export function eventJsonLd(event: EventItem, { url, organizer, region, image, inLanguage }: Context): Record<string, unknown> {
  const online = event.city?.slug === ONLINE_CITY;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: event.place ?? event.city?.name ?? region,
          address: { '@type': 'PostalAddress', addressLocality: event.city?.name, addressRegion: region, addressCountry: 'RU' },
        },
    ...(event.excerpt ? { description: event.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    url,
    inLanguage,
    // The same organisation as the agency's JSON-LD of every page (components/seo/agency-json-ld.tsx).
    organizer: { '@type': 'GovernmentOrganization', '@id': `${organizer.url}/#organization`, name: organizer.name, url: organizer.url },
  };
}
