import 'server-only';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet, serverGetOrNull } from '@/lib/api/server';
import { EVENTS_LIMIT, type EventCard, type EventItem, type EventOption } from '../types';

/**
 * GET /event (every event: the API's largest page), /event/types and /event/cities through the data cache.
 * Tags: `event` (expired by the events' hooks, and by their types' and cities'), `event-type`, `event-city`.
 */
export async function readEvents(locale: string): Promise<{ events: EventCard[]; types: EventOption[]; cities: EventOption[] }> {
  const [events, types, cities] = await Promise.all([
    serverGet<ListResult<EventCard>>('/event', { locale, tags: ['event'], query: { page: 1, limit: EVENTS_LIMIT } }),
    serverGet<ListResult<EventOption>>('/event/types', { locale, tags: ['event-type', 'event'] }),
    serverGet<ListResult<EventOption>>('/event/cities', { locale, tags: ['event-city', 'event'] }),
  ]);
  return { events: events.items, types: types.items, cities: cities.items };
}

/** GET /event/{id|slug} (tags `event`, `event:<id|slug>`), or null when there is no such published event. */
export function readEvent(id: string, locale: string): Promise<EventItem | null> {
  return serverGetOrNull<EventItem>(`/event/${encodeURIComponent(id)}`, { locale, tags: ['event', `event:${id}`] });
}
