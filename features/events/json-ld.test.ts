import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './json-ld';
import type { EventItem } from './types';

const event: EventItem = {
  id: 7,
  slug: 'kef',
  title: 'Красноярский экономический форум',
  date: '2027-04-22T03:00:00.000Z',
  endDate: '2027-04-25T03:00:00.000Z',
  place: 'МВДЦ «Сибирь»',
  excerpt: 'Главная деловая площадка Сибири.',
  image: null,
  type: { id: 1, slug: 'forum', name: 'Форум' },
  city: { id: 1, slug: 'krasnoyarsk', name: 'Красноярск' },
  registrationOpen: true,
  capacity: null,
  registeredCount: 0,
  content: null,
};
const context = { url: 'https://invest.example/events/kef', organizer: { name: 'Портал', url: 'https://invest.example' }, region: 'Красноярский край', inLanguage: 'ru' };

describe('eventJsonLd', () => {
  it('describes an event at a venue', () => {
    const data = eventJsonLd(event, { ...context, image: 'https://invest.example/a.webp' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: event.date,
      endDate: event.endDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'МВДЦ «Сибирь»', address: { addressLocality: 'Красноярск', addressRegion: 'Красноярский край', addressCountry: 'RU' } },
      description: event.excerpt,
      image: ['https://invest.example/a.webp'],
      organizer: { '@type': 'GovernmentOrganization', name: 'Портал' },
    });
  });

  it('describes an online event with a virtual location and leaves out what is missing', () => {
    const data = eventJsonLd({ ...event, city: { id: 6, slug: 'online', name: 'Онлайн' }, endDate: null, excerpt: null }, context);
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: context.url });
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});
