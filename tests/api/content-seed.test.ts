import { describe, expect, it } from 'vitest';
import type { CollectionSlug } from 'payload';
import { payloadClient } from '@/lib/server/payload';
import { SEED_COLLECTIONS, SEED_VERSION, seedDemo } from '@/cms/seed';
import { DEMO_SENDER_DOMAIN } from '@/cms/seed/data/submissions';
import { computeResponseStatistics } from '@/lib/server/submissions/statistics';

/** The demo content: loaded once per database (a marker), and safe to load again (upsert by slug or key). */
describe('demo content seed', () => {
  const count = async (collection: CollectionSlug) => (await (await payloadClient()).count({ collection })).totalDocs;

  it('has the issue’s minimums', async () => {
    expect(await count('news')).toBeGreaterThanOrEqual(12);
    expect(await count('events')).toBeGreaterThanOrEqual(6);
    expect(await count('production-sites')).toBeGreaterThanOrEqual(8);
    expect(await count('faq')).toBeGreaterThanOrEqual(10);
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection: 'events', depth: 0, limit: 100, pagination: false });
    expect(new Set(docs.map((e) => e.type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(docs.map((e) => e.city)).size).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: seeding again changes no counts', async () => {
    const payload = await payloadClient();
    const slugs = [...new Set(SEED_COLLECTIONS.map((set) => set.collection)), 'media', 'documents', 'requests', 'appeals'] as CollectionSlug[];
    const before = await Promise.all(slugs.map(count));
    await seedDemo(payload); // the marker: nothing to do
    await seedDemo(payload, { force: true }); // everything again: upserts
    expect(await Promise.all(slugs.map(count))).toEqual(before);
    expect((await payload.findGlobal({ slug: 'seed-state' })).version).toBeGreaterThanOrEqual(1);
  }, 240_000);

  it('tops up a database seeded with an older version: the production sites get their facts', async () => {
    const payload = await payloadClient();
    const [site] = (await payload.find({ collection: 'production-sites', where: { slug: { equals: 'ploshadka-boguchany' } }, depth: 0, limit: 1 })).docs;
    // As a database seeded before the sites had structured facts (version 6) holds them.
    await payload.update({ collection: 'production-sites', id: site!.id, data: { regime: 'none', utilities: { electricity: { available: true, capacity: null, voltageKv: null, source: null, verifiedAt: null } } } as never });
    await payload.updateGlobal({ slug: 'seed-state', data: { version: 6 } });
    expect(await seedDemo(payload)).toBe(true);
    const after = await payload.findByID({ collection: 'production-sites', id: site!.id, depth: 0 });
    expect(after.utilities?.electricity).toMatchObject({ available: true, capacity: 25, voltageKv: 220, verifiedAt: '2025-03-11' });
    expect(after.municipality).toBe('boguchansky');
    expect((await payload.findGlobal({ slug: 'seed-state' })).version).toBe(SEED_VERSION);
  }, 240_000);

  it('gives the response monitoring months of answered, late and open items, each with its reference and due date', async () => {
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection: 'requests', where: { contactEmail: { contains: `@${DEMO_SENDER_DOMAIN}` } }, depth: 0, limit: 100, pagination: false, overrideAccess: true });
    expect(docs.length).toBeGreaterThanOrEqual(10);
    for (const doc of docs) expect(doc.reference).toMatch(/^ИП-\d{4}-\d{6}$/);
    const statistics = await computeResponseStatistics(new Date());
    for (const figures of [statistics.appeals, statistics.requests]) {
      expect(figures.received).toBeGreaterThan(figures.answered); // some are still open
      expect(figures.answered).toBeGreaterThan(figures.answeredOnTime); // some were answered late
      expect(figures.answeredOnTime).toBeGreaterThan(0);
      expect(figures.medianDays).not.toBeNull();
    }
    expect(statistics.months.length).toBeGreaterThanOrEqual(3);
  });
});
