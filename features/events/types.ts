import type { ApiImage } from '@/lib/api/media';

/** An event's type or city as the API answers it (GET /event/types, /event/cities and the events' relations). */
export type EventOption = { id: number; slug: string; name: string };

/** GET /event items (the list leaves out the long description). */
export type EventCard = {
  id: number;
  slug: string;
  title: string;
  /** ISO date-times: start and (optional) end. */
  date: string;
  endDate: string | null;
  place: string | null;
  excerpt: string | null;
  image: ApiImage | null;
  type: EventOption | null;
  city: EventOption | null;
  /** False when the event is over, full or closed by the editors. */
  registrationOpen: boolean;
  capacity: number | null;
  registeredCount: number;
};

/** GET /event/{id}: the card plus the description (sanitized HTML). */
export type EventItem = EventCard & { content: string | null };

/** The events list reads every event at once (the API's largest page) and filters on the client. */
export const EVENTS_LIMIT = 100;
