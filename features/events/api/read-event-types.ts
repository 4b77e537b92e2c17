import 'server-only';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import type { EventOption } from '../types';

/** The first `limit` event types of the paged GET /event-type (§7), through the data cache (tag `event-type`). */
export async function readEventTypes(locale: string, limit: number): Promise<EventOption[]> {
  const types = await serverGet<ListResult<EventOption>>('/event-type', { locale, tags: ['event-type'], query: { page: 1, limit } });
  return types.items;
}
