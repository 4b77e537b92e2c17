import { getUpcomingScheduledPublishHandler, schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as detail from '@/app/api/v1/news/[id]/route';
import * as technoValley from '@/app/api/v1/techno-valley/route';
import { SCHEDULE_PUBLISH_TASK } from '@/cms/jobs/schedule-publish';
import { jobsInterval, runDueJobs } from '@/cms/jobs/runner';
import { payloadClient } from '@/lib/server/payload';
import { unique } from './auth-helpers';
import { call, getItem } from './helpers';

/**
 * Scheduled publishing (cms/jobs/schedule-publish.ts): the back office's «Запланировать публикацию» calls Payload's
 * schedulePublish server function, which queues a `schedulePublish` job waiting until the chosen time; the portal's
 * runner (cms/jobs/runner.ts) publishes the draft once that time has come, never before, acting as the editor who
 * scheduled it. The single pages (Payload globals) are scheduled the same way. Time is moved by moving the job's own `waitUntil` relative to the clock, not the clock itself: a runner
 * with the clock hours ahead would also run the other tests' hourly cleanup and deadline jobs.
 */

const HOUR = 3600_000;
const createdNews: number[] = [];
const createdStaff: number[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  const payload = await payloadClient();
  for (const id of createdNews) await payload.delete({ collection: 'news', id, overrideAccess: true });
  for (const id of createdStaff) await payload.delete({ collection: 'staff', id, overrideAccess: true });
});

async function staff(payload: Payload, role: 'editor' | 'reviewer') {
  const doc = await payload.create({ collection: 'staff', data: { email: unique(`schedule-${role}`).email, password: 'Sch3dule-publish!', roles: [role] }, overrideAccess: true });
  createdStaff.push(doc.id);
  return createLocalReq({ user: { ...doc, collection: 'staff' } as never }, payload);
}

async function draftNews(payload: Payload, title: string, status: 'draft' | 'published' = 'draft') {
  const doc = await payload.create({ collection: 'news', data: { title, publishedAt: '2026-11-20T03:00:00.000Z', _status: status }, draft: status === 'draft', overrideAccess: true });
  createdNews.push(doc.id);
  return doc.id;
}

/**
 * Payload's server functions as the admin calls them (the import map is for rendering; these two render nothing): a
 * news item by its id, a single page by its global's slug.
 */
function schedule(req: PayloadRequest, args: { type: 'publish' | 'unpublish'; date: Date; id: number } | { type: 'publish' | 'unpublish'; date: Date; global: string }) {
  const target = 'global' in args ? { global: args.global } : { doc: { relationTo: 'news' as const, value: String(args.id) } };
  const call = { req, importMap: {}, type: args.type, date: args.date, ...target };
  return schedulePublishHandler(call as unknown as Parameters<typeof schedulePublishHandler>[0]);
}

function upcoming(req: PayloadRequest, target: number | { global: string }) {
  const which = typeof target === 'number' ? { id: target, collectionSlug: 'news' } : { globalSlug: target.global };
  return getUpcomingScheduledPublishHandler({ req, importMap: {}, ...which } as unknown as Parameters<typeof getUpcomingScheduledPublishHandler>[0]);
}

/** The public API's answer for the item: 200 once published, 404 while it is a draft. */
async function publicStatus(id: number) {
  return (await call(detail.GET, `news/${id}`, { params: { id: String(id) } })).status;
}

async function scheduledJobs(payload: Payload, id: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SCHEDULE_PUBLISH_TASK } }, { 'input.doc.value': { equals: String(id) } }] },
    depth: 0,
    overrideAccess: true,
  });
  return docs;
}

async function scheduledPageJobs(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SCHEDULE_PUBLISH_TASK } }, { 'input.global': { equals: slug } }] },
    depth: 0,
    overrideAccess: true,
  });
  return docs;
}

/** Runs the queue as every instance's runner does when the job's time is `msAway` from now (negative: passed). */
async function runWhenDueIn(payload: Payload, job: { id: number | string }, msAway: number) {
  await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() + msAway).toISOString() }, returning: false });
  return runDueJobs(payload);
}

describe('scheduled publishing', () => {
  it('an editor schedules a draft: the runner publishes it at its time and not a minute before', async () => {
    const payload = await payloadClient();
    const id = await draftNews(payload, 'Запланированная новость');
    const req = await staff(payload, 'editor');
    const at = new Date(Date.now() + HOUR);
    at.setSeconds(0, 0);

    expect(await schedule(req, { type: 'publish', date: at, id })).not.toHaveProperty('error');
    const [job, ...more] = await scheduledJobs(payload, id);
    expect(more).toEqual([]);
    // The default queue, which the portal's runner claims with every other queue, waiting until the chosen time.
    expect(job).toMatchObject({ queue: 'default', processing: false, input: { type: 'publish', doc: { relationTo: 'news', value: String(id) } } });
    expect(new Date(job!.waitUntil!).getTime()).toBe(at.getTime());
    // The drawer's list of what is planned for this item.
    expect(await upcoming(req, id)).toEqual([
      expect.objectContaining({ id: job!.id, input: expect.objectContaining({ type: 'publish' }) }),
    ]);

    expect(await runDueJobs(payload)).not.toContain(job!.id);
    expect(await runWhenDueIn(payload, job!, 60_000)).not.toContain(job!.id);
    expect(await publicStatus(id)).toBe(404);
    expect((await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true }))._status).toBe('draft');

    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await publicStatus(id)).toBe(200);
    expect((await payload.findByID({ collection: 'news', id, overrideAccess: true }))._status).toBe('published');
    // Done and gone from the queue (finished jobs are deleted): it never runs twice.
    expect(await scheduledJobs(payload, id)).toEqual([]);
  });

  it('a published item with newer draft changes: the scheduled publish puts the draft text on the site', async () => {
    const payload = await payloadClient();
    const id = await draftNews(payload, 'Опубликованный заголовок', 'published');
    await payload.update({ collection: 'news', id, draft: true, data: { title: 'Заголовок из черновика', _status: 'draft' }, overrideAccess: true });
    const req = await staff(payload, 'editor');
    await schedule(req, { type: 'publish', date: new Date(Date.now() + HOUR), id });
    const [job] = await scheduledJobs(payload, id);
    const shown = async () => (await call<{ title: string }>(detail.GET, `news/${id}`, { params: { id: String(id) } })).body.result.title;

    expect(await runWhenDueIn(payload, job!, 60_000)).not.toContain(job!.id);
    expect(await shown()).toBe('Опубликованный заголовок');
    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await shown()).toBe('Заголовок из черновика');
  });

  it('a scheduled unpublish takes a published item off the site at its time', async () => {
    const payload = await payloadClient();
    const id = await draftNews(payload, 'Новость, снимаемая по расписанию', 'published');
    const req = await staff(payload, 'editor');
    const at = Date.now() + 2 * HOUR;
    await schedule(req, { type: 'unpublish', date: new Date(at), id });
    const [job] = await scheduledJobs(payload, id);

    expect(await runWhenDueIn(payload, job!, 60_000)).not.toContain(job!.id);
    expect(await publicStatus(id)).toBe(200);
    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await publicStatus(id)).toBe(404);
  });

  it('the job acts as whoever scheduled it: a reviewer, who may not publish, publishes nothing', async () => {
    const payload = await payloadClient();
    const id = await draftNews(payload, 'Черновик, который рецензент не публикует');
    const req = await staff(payload, 'reviewer');
    const at = Date.now() + HOUR;
    await schedule(req, { type: 'publish', date: new Date(at), id });
    const [job] = await scheduledJobs(payload, id);

    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await publicStatus(id)).toBe(404);
    expect((await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true }))._status).toBe('draft');
    const [failed] = await scheduledJobs(payload, id);
    expect(failed).toMatchObject({ hasError: true });
    await payload.delete({ collection: 'payload-jobs', id: failed!.id, overrideAccess: true });
  });

  it('every instance polls the queue often enough for an item to go live within a minute of its time', () => {
    vi.stubEnv('JOBS_INTERVAL_SECONDS', undefined);
    expect(jobsInterval()).toBeGreaterThan(0);
    expect(jobsInterval()).toBeLessThanOrEqual(60);
  });
});

describe('scheduled publishing of a single page', () => {
  const PAGE = 'techno-valley';
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const published = `Опубликованный вводный абзац ${stamp}`;
  const draft = `Вводный абзац из черновика ${stamp}`;
  let original: unknown = null;
  const publicLead = async () => (await getItem(technoValley.GET, PAGE, { language: 'ru' })).lead;

  beforeAll(async () => {
    const payload = await payloadClient();
    original = (await payload.findGlobal({ slug: PAGE, locale: 'ru', fallbackLocale: false, depth: 0 })).lead;
    await payload.updateGlobal({ slug: PAGE, locale: 'ru', depth: 0, data: { lead: published, _status: 'published' } });
    await payload.updateGlobal({ slug: PAGE, locale: 'ru', depth: 0, draft: true, data: { lead: draft } });
  });

  afterAll(async () => {
    const payload = await payloadClient();
    for (const job of await scheduledPageJobs(payload, PAGE)) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true });
    await payload.updateGlobal({ slug: PAGE, locale: 'ru', depth: 0, data: { lead: original as string, _status: 'published' } });
  });

  it('the page global has scheduling on, with the back office\'s clock and step', async () => {
    const payload = await payloadClient();
    const config = payload.config.globals.find((global) => global.slug === PAGE)!;
    expect(config.versions && config.versions.drafts && config.versions.drafts.schedulePublish).toEqual({ timeFormat: 'HH:mm', timeIntervals: 5 });
    expect(config.admin.components?.elements?.PublishButton).toBe('/cms/components/schedule-publish#SchedulePublishButton');
  });

  it('a reviewer, who may not publish, sees nothing planned and their schedule publishes nothing', async () => {
    const payload = await payloadClient();
    const req = await staff(payload, 'reviewer');
    await expect(upcoming(req, { global: PAGE })).rejects.toThrow();
    await schedule(req, { type: 'publish', date: new Date(Date.now() + HOUR), global: PAGE });
    const [job, ...more] = await scheduledPageJobs(payload, PAGE);
    expect(more).toEqual([]);

    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await publicLead()).toBe(published);
    const [failed] = await scheduledPageJobs(payload, PAGE);
    expect(failed).toMatchObject({ hasError: true });
    await payload.delete({ collection: 'payload-jobs', id: failed!.id, overrideAccess: true });
  });

  it('an editor schedules the page\'s draft: the old text stays on the site until its time, then the draft\'s, saved as their version', async () => {
    const payload = await payloadClient();
    const req = await staff(payload, 'editor');
    const at = new Date(Date.now() + HOUR);
    at.setSeconds(0, 0);

    expect(await schedule(req, { type: 'publish', date: at, global: PAGE })).not.toHaveProperty('error');
    const [job, ...more] = await scheduledPageJobs(payload, PAGE);
    expect(more).toEqual([]);
    expect(job).toMatchObject({ queue: 'default', processing: false, input: { type: 'publish', global: PAGE, user: { relationTo: 'staff', value: req.user!.id } } });
    expect(job!.input).not.toHaveProperty('doc.value');
    expect(new Date(job!.waitUntil!).getTime()).toBe(at.getTime());
    // The drawer's list of what is planned for this page.
    expect(await upcoming(req, { global: PAGE })).toEqual([expect.objectContaining({ id: job!.id, input: expect.objectContaining({ type: 'publish' }) })]);

    expect(await runDueJobs(payload)).not.toContain(job!.id);
    expect(await runWhenDueIn(payload, job!, 60_000)).not.toContain(job!.id);
    expect(await publicLead()).toBe(published);

    expect(await runWhenDueIn(payload, job!, -1000)).toContain(job!.id);
    expect(await publicLead()).toBe(draft);
    expect(await scheduledPageJobs(payload, PAGE)).toEqual([]);
    // The version the job published names the editor who scheduled it.
    const { docs: [latest] } = await payload.findGlobalVersions({ slug: PAGE, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true });
    expect(latest!.version).toMatchObject({ _status: 'published', editedBy: req.user!.id });
  });
});
