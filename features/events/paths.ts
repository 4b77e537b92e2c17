import { routePath } from '@/lib/routes';
import type { EventCard } from './types';

/** An event's page (by slug; by id when it has none). */
export const eventHref = (event: Pick<EventCard, 'slug' | 'id'>) => `${routePath('events')}/${encodeURIComponent(event.slug || String(event.id))}`;

/** The «add to calendar» file of an event (app/(site)/[locale]/events/[slug]/calendar/route.ts). */
export const eventCalendarHref = (event: Pick<EventCard, 'slug' | 'id'>) => `${eventHref(event)}/calendar`;
