import { describe, expect, it } from 'vitest';
import * as statisticsRoute from '@/app/api/v1/statistics/responses/route';
import { payloadClient } from '@/lib/server/payload';
import { computeResponseStatistics } from '@/lib/server/submissions/statistics';
import { krasnoyarskDate } from '@/lib/submissions/deadlines';
import type { ResponseStatistics } from '@/lib/submissions/statistics';

/**
 * GET /statistics/responses and the figures behind it, on a seeded set: items answered on time, answered late and
 * still open, in a quarter of its own far from the suite's other records (so nothing else falls in its period).
 */

/** A Krasnoyarsk moment (UTC+7) of the seeded quarter. */
const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+07:00`).toISOString();

type Seed = { received: string; status: string; dueDate: string; firstAnswered?: string; closed?: string };

/** An item as the records hold it: created at `received`, then its promise's dates written as the hooks would have. */
async function seed(collection: 'appeals' | 'requests', item: Seed): Promise<void> {
  const payload = await payloadClient();
  const data =
    collection === 'appeals'
      ? { message: 'Обращение для мониторинга', locale: 'ru' as const, status: item.status as 'new', createdAt: at(item.received) }
      : { description: 'Проект для мониторинга', title: 'Мониторинг', contactName: 'Гость', contactEmail: 'guest@example.org', contactPhone: '+79990000000', locale: 'ru' as const, status: item.status as 'pending', createdAt: at(item.received) };
  const doc = await payload.create({ collection, data, overrideAccess: true, depth: 0 } as Parameters<typeof payload.create>[0]);
  await payload.update({
    collection,
    id: doc.id,
    data: { dueDate: item.dueDate, firstAnsweredAt: item.firstAnswered ? at(item.firstAnswered) : null, closedAt: item.closed ? at(item.closed) : null },
    overrideAccess: true,
    depth: 0,
  });
}

async function get(): Promise<{ response: Response; body: { success: boolean; result: ResponseStatistics } }> {
  const response = await statisticsRoute.GET(new Request('http://localhost/api/v1/statistics/responses'));
  return { response, body: await response.json() };
}

describe('GET /statistics/responses', () => {
  it('computes the figures of the last 90 days and of each month from the records', async () => {
    // Answered on time (closed on the due date), answered late, open with a clarification asked, open untouched,
    // and one received before the period, which must not count.
    await seed('appeals', { received: '2033-05-10', status: 'answered', dueDate: '2033-05-17', firstAnswered: '2033-05-12', closed: '2033-05-17' });
    await seed('appeals', { received: '2033-05-20', status: 'answered', dueDate: '2033-05-27', firstAnswered: '2033-05-30', closed: '2033-05-30' });
    await seed('appeals', { received: '2033-06-01', status: 'answered', dueDate: '2033-06-08', firstAnswered: '2033-06-02', closed: '2033-06-03' });
    await seed('appeals', { received: '2033-06-20', status: 'clarification', dueDate: '2033-06-27', firstAnswered: '2033-06-21' });
    await seed('appeals', { received: '2033-06-25', status: 'new', dueDate: '2033-07-02' });
    await seed('appeals', { received: '2033-03-01', status: 'answered', dueDate: '2033-03-08', firstAnswered: '2033-03-02', closed: '2033-03-02' });
    // Projects: one accepted in time, one rejected the day after its due date, one still open.
    await seed('requests', { received: '2033-04-15', status: 'accepted', dueDate: '2033-05-15', firstAnswered: '2033-04-20', closed: '2033-05-14' });
    await seed('requests', { received: '2033-05-02', status: 'rejected', dueDate: '2033-06-01', firstAnswered: '2033-05-29', closed: '2033-06-02' });
    await seed('requests', { received: '2033-06-28', status: 'in_review', dueDate: '2033-07-28' });

    const statistics = await computeResponseStatistics(new Date(at('2033-06-30', '18:00')));
    expect(statistics.from).toBe('2033-04-02');
    expect(statistics.to).toBe('2033-06-30');
    // Days to the first answer: 2, 10, 1, 1 → median 1.5, 90th percentile 10.
    expect(statistics.appeals).toEqual({ received: 5, answered: 3, answeredOnTime: 2, medianDays: 1.5, p90Days: 10 });
    // 5 and 27 days → median 16, 90th percentile 27.
    expect(statistics.requests).toEqual({ received: 3, answered: 2, answeredOnTime: 1, medianDays: 16, p90Days: 27 });
    expect(statistics.months.map((month) => [month.month, month.from, month.to])).toEqual([
      ['2033-04', '2033-04-02', '2033-04-30'],
      ['2033-05', '2033-05-01', '2033-05-31'],
      ['2033-06', '2033-06-01', '2033-06-30'],
    ]);
    expect(statistics.months[1]!.appeals).toEqual({ received: 2, answered: 2, answeredOnTime: 1, medianDays: 6, p90Days: 10 });
    expect(statistics.months[2]!.appeals).toEqual({ received: 3, answered: 1, answeredOnTime: 1, medianDays: 1, p90Days: 1 });
    expect(statistics.months[0]!.requests).toEqual({ received: 1, answered: 1, answeredOnTime: 1, medianDays: 5, p90Days: 5 });
    expect(statistics.months[1]!.requests).toEqual({ received: 1, answered: 1, answeredOnTime: 0, medianDays: 27, p90Days: 27 });
    expect(statistics.months[2]!.requests).toEqual({ received: 1, answered: 0, answeredOnTime: 0, medianDays: null, p90Days: null });
  });

  it('answers the envelope for the period ending today, publicly cacheable, and counts a new arrival', async () => {
    const before = await get();
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(before.body.success).toBe(true);
    const today = krasnoyarskDate(new Date());
    expect(before.body.result.to).toBe(today);
    expect(before.body.result.months.at(-1)).toMatchObject({ month: today.slice(0, 7), to: today });
    expect(Object.keys(before.body.result.appeals).sort()).toEqual(['answered', 'answeredOnTime', 'medianDays', 'p90Days', 'received']);

    const payload = await payloadClient();
    await payload.create({ collection: 'appeals', data: { message: 'Новое обращение', locale: 'ru', status: 'new' }, overrideAccess: true, depth: 0 });
    const after = await get();
    expect(after.body.result.appeals.received).toBe(before.body.result.appeals.received + 1);
    expect(after.body.result.requests).toEqual(before.body.result.requests);
  });

  it('refuses other methods with 405', async () => {
    const response = await statisticsRoute.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});
