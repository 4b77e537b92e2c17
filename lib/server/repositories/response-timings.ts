import 'server-only';
import type { TimedItem } from '@/lib/submissions/statistics';
import { payloadClient } from '@/lib/server/payload';

/** Enough for any real quarter's arrivals in one read; more would mean paging, which monitoring does not need today. */
const MAX_ITEMS = 50_000;

/**
 * The dates of every project submission and appeal received since `since`, for the public response-time monitoring.
 * An aggregate over all senders has no caller to scope it to, so, like the readiness probe, it reads with
 * overrideAccess — and selects only dates: no text, no contact, no owner leaves this function.
 */
export async function responseTimings(since: Date): Promise<{ appeals: TimedItem[]; requests: TimedItem[] }> {
  const payload = await payloadClient();
  const read = async (collection: 'appeals' | 'requests'): Promise<TimedItem[]> => {
    const { docs } = await payload.find({
      collection,
      where: { createdAt: { greater_than_equal: since.toISOString() } },
      depth: 0,
      limit: MAX_ITEMS,
      pagination: false,
      overrideAccess: true,
      select: { createdAt: true, dueDate: true, firstAnsweredAt: true, closedAt: true },
    });
    return docs.map((doc) => ({
      receivedAt: doc.createdAt,
      dueDate: doc.dueDate ? String(doc.dueDate).slice(0, 10) : null,
      firstAnsweredAt: doc.firstAnsweredAt ?? null,
      closedAt: doc.closedAt ?? null,
    }));
  };
  const [appeals, requests] = await Promise.all([read('appeals'), read('requests')]);
  return { appeals, requests };
}
