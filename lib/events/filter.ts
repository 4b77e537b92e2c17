import { z } from 'zod';
import { refParam } from '@/lib/record-id';

/**
 * The events list's filter as the API takes it (`GET /event?type=…&city=…`) and as a saved events search keeps it:
 * a type and a city, each by id or slug; missing means all. Strict: a saved search with any other parameter is
 * refused rather than silently widened.
 */
export const EVENT_FILTER_FIELDS = { type: refParam('Type'), city: refParam('City') } as const;
export const eventFilterSchema = z.strictObject({ type: EVENT_FILTER_FIELDS.type.optional(), city: EVENT_FILTER_FIELDS.city.optional() });
export type EventFilterQuery = z.output<typeof eventFilterSchema>;

/** A related record as an event carries it: its id and slug (either may name it in a filter). */
export type EventRef = { id: number; slug?: string | null } | null;

const names = (ref: EventRef, wanted: string) => ref !== null && (String(ref.id) === wanted || ref.slug === wanted);

/** Whether an event of this type and city passes the filter (each part by id or slug). */
export function eventPassesFilter(event: { type: EventRef; city: EventRef }, filter: EventFilterQuery): boolean {
  return (!filter.type || names(event.type, filter.type)) && (!filter.city || names(event.city, filter.city));
}
