import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';
import { DEMO_SENDER_DOMAIN, demoAppeals, demoRequests, type DemoOutcome } from './data/submissions';

/**
 * The demo project submissions and appeals (cms/seed/data/submissions.ts), once per database: each arrives through
 * the Local API at its past moment, so that the collections' hooks give it its reference and its due date as they
 * would have then; what happened next (review, answers, closing) is written as stored history, straight to the
 * database, because the hooks would date it now. Returns how many items were created (0 when they are there).
 */
export async function seedDemoSubmissions(payload: Payload, now = Date.now()): Promise<number> {
  const mine = { contactEmail: { contains: `@${DEMO_SENDER_DOMAIN}` } };
  if ((await payload.count({ collection: 'requests', where: mine, overrideAccess: true })).totalDocs > 0) return 0;
  const day = (outcome: DemoOutcome, after = 0) => new Date(now - (outcome.arrived - after) * 86_400_000).toISOString();
  // The database adapter writes the whole row (an upsert), so the stored document goes with the changes.
  const rewrite = async (collection: 'requests' | 'appeals', id: number, changes: Record<string, unknown>) => {
    const stored = await payload.findByID({ collection, id, depth: 0, overrideAccess: true });
    // Array rows need the id Payload would give them (a 24-digit hex string).
    const history = (changes.history as object[]).map((entry) => ({ id: randomBytes(12).toString('hex'), ...entry }));
    await payload.db.updateOne({ collection, id, data: { ...stored, ...changes, history } });
  };

  for (const [index, item] of demoRequests.entries()) {
    const arrived = day(item);
    const doc = await payload.create({
      collection: 'requests',
      data: {
        title: item.title,
        description: item.description,
        contactName: item.contactName,
        contactEmail: `sender-${index + 1}@${DEMO_SENDER_DOMAIN}`,
        contactPhone: `+7 391 200-${String(10 + index).padStart(2, '0')}-00`,
        locale: 'ru',
        status: 'pending',
        createdAt: arrived,
      },
      overrideAccess: true,
      depth: 0,
    });
    const history: Array<{ status: string; at: string; comment: string | null }> = [{ status: 'pending', at: arrived, comment: null }];
    if (item.firstAnswer !== undefined) {
      history.push({ status: 'in_review', at: day(item, item.firstAnswer), comment: 'Заявка принята к рассмотрению, агентство изучает материалы.' });
    }
    if (item.closed !== undefined && item.closedAs) history.push({ status: item.closedAs, at: day(item, item.closed), comment: item.comment ?? null });
    const last = history.at(-1)!;
    await rewrite('requests', doc.id, {
        status: last.status,
        history,
        reviewComment: last.comment,
        firstAnsweredAt: item.firstAnswer === undefined ? null : day(item, item.firstAnswer),
        closedAt: item.closed === undefined ? null : day(item, item.closed),
    });
  }

  for (const item of demoAppeals) {
    const arrived = day(item);
    const doc = await payload.create({
      collection: 'appeals',
      data: { message: item.message, locale: 'ru', status: 'new', channel: 'account', createdAt: arrived },
      overrideAccess: true,
      depth: 0,
    });
    const answeredAt = item.closed === undefined ? null : day(item, item.closed);
    const history: Array<{ status: string; at: string; comment: string | null }> = [{ status: 'new', at: arrived, comment: null }];
    if (answeredAt) history.push({ status: 'answered', at: answeredAt, comment: item.answer ?? null });
    await rewrite('appeals', doc.id, {
        status: answeredAt ? 'answered' : 'new',
        history,
        answer: item.answer ?? null,
        answeredAt,
        firstAnsweredAt: item.firstAnswer === undefined ? null : day(item, item.firstAnswer),
        closedAt: answeredAt,
    });
  }
  return demoRequests.length + demoAppeals.length;
}
