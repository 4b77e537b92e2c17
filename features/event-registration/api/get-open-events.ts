import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import type { ListResult } from '@/lib/api/envelope';
import type { RegistrableEvent } from '../types';

/** The API's largest page: the events list is sorted newest first, so the upcoming ones are all on it. */
const EVENTS_LIMIT = 100;

/** Whether the event still takes registrations: the API's flag, and not over yet (a stale cached list must not offer it). */
export function isOpenForRegistration(event: RegistrableEvent, now = Date.now()): boolean {
  if (event.registrationOpen === false) return false;
  const end = event.endDate ?? event.date;
  return !end || new Date(end).getTime() >= now;
}

/** GET /event?page=1&limit=100 (Language header): the events open for registration, soonest first. */
export async function getOpenEvents(): Promise<RegistrableEvent[]> {
  const { items } = await browserApi().get<ListResult<RegistrableEvent>>('/event', { params: { page: 1, limit: EVENTS_LIMIT } });
  const now = Date.now();
  return items
    .filter((event) => isOpenForRegistration(event, now))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

export function getOpenEventsQueryOptions(locale: string) {
  return queryOptions({ queryKey: ['events', 'open-for-registration', locale] as const, queryFn: getOpenEvents, staleTime: 60_000 });
}

export function useOpenEvents() {
  return useQuery(getOpenEventsQueryOptions(useLocale()));
}
