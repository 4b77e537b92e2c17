import 'server-only';
import type { Dto } from '@/lib/server/content/dto';
import { registrationCount } from '@/lib/server/repositories/event-registrations';

/** What decides whether an event takes registrations. */
export type EventTerms = {
  date?: string | null;
  endDate?: string | null;
  capacity?: number | null;
  /** The staff's own switch (Events → «Регистрация открыта»). */
  registrationOpen?: boolean | null;
};

export type Availability = { capacity: number | null; registeredCount: number; registrationOpen: boolean };

/** Over once its end has passed (or its start, when it has no end). */
export function isEventOver({ date, endDate }: Pick<EventTerms, 'date' | 'endDate'>, now = Date.now()): boolean {
  const end = Date.parse(endDate ?? date ?? '');
  return Number.isFinite(end) && end <= now;
}

const capacityOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** Open when the staff allow it, the event is not over and there is a place left (no capacity: no limit). */
export function availability(terms: EventTerms, registeredCount: number, now = Date.now()): Availability {
  const capacity = capacityOf(terms.capacity);
  const full = capacity !== null && registeredCount >= capacity;
  return { capacity, registeredCount, registrationOpen: terms.registrationOpen !== false && !isEventOver(terms, now) && !full };
}

/**
 * The event DTOs of GET /event and /event/{id} with `capacity`, `registeredCount` and `registrationOpen`
 * (which replaces the staff's switch by the whole rule). One count per event: a page holds at most 100.
 */
export async function withAvailability(items: Dto[]): Promise<Dto[]> {
  if (!items.length) return items;
  const now = Date.now();
  return Promise.all(
    items.map(async (item) => {
      const id = typeof item.id === 'number' ? item.id : Number(item.id);
      const count = Number.isSafeInteger(id) ? await registrationCount(id) : 0;
      return { ...item, ...availability(item as EventTerms, count, now) };
    }),
  );
}
