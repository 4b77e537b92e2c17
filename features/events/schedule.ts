/** Pure rules of the events list: what is past, how the list is ordered and filtered (type and city in the URL). */

type Dated = { date: string | null; endDate?: string | null };

/** Over once its end has passed (or its start, when it has no end); an event without a date is not past. */
export function isEventPast({ date, endDate }: Dated, now = Date.now()): boolean {
  const end = Date.parse(endDate ?? date ?? '');
  return Number.isFinite(end) && end <= now;
}

const startOf = (event: Dated) => Date.parse(event.date ?? '') || 0;

/** Upcoming events soonest first, then past ones latest first. */
export function splitEvents<T extends Dated>(events: T[], now = Date.now()): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => !isEventPast(event, now)).sort((a, b) => startOf(a) - startOf(b));
  const past = events.filter((event) => isEventPast(event, now)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** The list's filter: a type and a city by slug; missing means all. */
export type EventFilter = { type?: string; city?: string };
export const EVENT_FILTER_KEYS = ['type', 'city'] as const;
/** `?type=all` is the same as no type: the «all» choice. */
export const ALL = 'all';

/** The filter in a URL's query, keeping only values the list knows (a stale or mistyped link shows everything). */
export function parseEventFilter(params: URLSearchParams, known: { type: readonly string[]; city: readonly string[] }): EventFilter {
  const filter: EventFilter = {};
  for (const key of EVENT_FILTER_KEYS) {
    const value = params.get(key);
    if (value && value !== ALL && known[key].includes(value)) filter[key] = value;
  }
  return filter;
}

/** Whether an event of `type` in `city` (slugs) passes the filter. */
export function matchesEventFilter(event: { type: string | null; city: string | null }, filter: EventFilter): boolean {
  return (!filter.type || event.type === filter.type) && (!filter.city || event.city === filter.city);
}

/** The query string of a filter (`?type=forum&city=krasnoyarsk`, '' for all), keeping the URL's other parameters. */
export function eventFilterSearch(filter: EventFilter, current: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(current);
  for (const key of EVENT_FILTER_KEYS) {
    if (filter[key]) params.set(key, filter[key]);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
