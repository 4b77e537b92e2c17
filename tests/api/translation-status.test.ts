import config from '@payload-config';
import { getPayload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as detail from '@/app/api/v1/news/[id]/route';
import { backfillTranslationStatus } from '@/cms/hooks/translation-status';
import { unique } from './auth-helpers';
import { cms } from './cms-helpers';
import { call } from './helpers';

/**
 * The back office's translation status: an item's `missingLanguages` lists the languages where a text filled in
 * Russian is still empty, is worked out on every save in any language, filters the list, and never reaches /api/v1.
 */
const PASSWORD = 'staff-secret-42';
let token = '';
const created: number[] = [];

beforeAll(async () => {
  const payload = await getPayload({ config });
  const { email, ip } = unique('translation-editor');
  await payload.create({ collection: 'staff', data: { email, password: PASSWORD, roles: ['editor'] }, overrideAccess: true });
  const login = await cms('POST', 'staff/login', { ip, json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  token = String(login.body?.token);
});

afterAll(async () => {
  const payload = await getPayload({ config });
  for (const id of created) await payload.delete({ collection: 'news', id, overrideAccess: true });
});

const save = async (id: number, locale: string, json: Record<string, unknown>) => {
  const answer = await cms('PATCH', `news/${id}?locale=${locale}&depth=0`, { token, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body?.doc as Record<string, unknown>;
};

/** The ids the back office's list finds with `where`, as its own list asks (latest drafts). */
const listed = async (where: string) => {
  const answer = await cms('GET', `news?depth=0&draft=true&limit=200&${where}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body?.docs as Array<{ id: number }>).map((doc) => doc.id);
};

describe('translation status of a news item', () => {
  it('reports Turkish missing while the Turkish title is empty, filters the list by it, and clears once it is filled', async () => {
    const title = `Статус перевода ${Date.now()}`;
    const answer = await cms('POST', 'news?locale=ru&depth=0', {
      token,
      json: { title, publishedAt: new Date().toISOString(), _status: 'published', missingLanguages: [] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const doc = answer.body?.doc as { id: number; missingLanguages: string[] };
    created.push(doc.id);
    // Saved in Russian only: every translation is missing, whatever the client sent for the status itself.
    expect(doc.missingLanguages).toEqual(['en', 'tr', 'zh']);

    expect((await save(doc.id, 'en', { title: 'Translation status' })).missingLanguages).toEqual(['tr', 'zh']);
    expect((await save(doc.id, 'zh', { title: '翻译状态' })).missingLanguages).toEqual(['tr']);

    expect(await listed('where[missingLanguages][in]=tr')).toContain(doc.id);
    expect(await listed('where[missingLanguages][in]=en')).not.toContain(doc.id);

    // The public API never shows it.
    const publicItem = await call<Record<string, unknown>>(detail.GET, `news/${doc.id}`, { params: { id: String(doc.id) } });
    expect(publicItem.status).toBe(200);
    expect(JSON.stringify(publicItem.body)).not.toContain('missingLanguages');

    // A Russian text the translations lack marks them all again; a Russian text left empty asks nothing of them.
    expect((await save(doc.id, 'ru', { excerpt: 'Новый анонс' })).missingLanguages).toEqual(['en', 'tr', 'zh']);
    expect((await save(doc.id, 'ru', { excerpt: '' })).missingLanguages).toEqual(['tr']);

    expect((await save(doc.id, 'tr', { title: 'Çeviri durumu', missingLanguages: ['en'] })).missingLanguages).toEqual([]);
    expect(await listed('where[missingLanguages][in]=tr')).not.toContain(doc.id);
  });

  it('the seed translates every item, and the back-fill restores a status the database lost without adding a version', async () => {
    const payload = await getPayload({ config });
    // The seed runs before any test: the oldest items are its own, written in all four languages.
    const seeded = await payload.find({ collection: 'news', draft: true, depth: 0, limit: 5, sort: 'createdAt', overrideAccess: true, locale: 'all' });
    expect(seeded.docs).toHaveLength(5);
    for (const item of seeded.docs) {
      expect(item.missingLanguages, String((item.title as unknown as Record<string, string>).ru)).toEqual([]);
      expect(Object.keys(item.title as unknown as Record<string, string>).sort()).toEqual(['en', 'ru', 'tr', 'zh']);
    }

    const doc = await payload.create({ collection: 'news', locale: 'ru', data: { title: `Без перевода ${Date.now()}`, publishedAt: new Date().toISOString(), _status: 'published' }, overrideAccess: true });
    created.push(doc.id);
    await payload.update({ collection: 'news', id: doc.id, locale: 'en', data: { title: 'No translation' }, overrideAccess: true });
    const before = await payload.findByID({ collection: 'news', id: doc.id, depth: 0, overrideAccess: true });
    expect(before.missingLanguages).toEqual(['tr', 'zh']);
    const versions = (await payload.countVersions({ collection: 'news', where: { parent: { equals: doc.id } } })).totalDocs;

    // As if stored before the status existed: nothing kept, in the document or its latest version.
    await payload.db.updateOne({ collection: 'news', id: doc.id, data: { missingLanguages: [] }, returning: false });
    const latest = await payload.db.findVersions({ collection: 'news', where: { and: [{ parent: { equals: doc.id } }, { latest: { equals: true } }] }, limit: 1 });
    await payload.db.updateVersion({ collection: 'news', id: latest.docs[0]!.id, versionData: { version: { missingLanguages: [] } } as never, returning: false });
    expect(await listed('where[missingLanguages][in]=tr')).not.toContain(doc.id);

    expect(await backfillTranslationStatus(payload)).toBeGreaterThanOrEqual(2);
    const after = await payload.findByID({ collection: 'news', id: doc.id, depth: 0, overrideAccess: true, locale: 'all' });
    expect(after.missingLanguages).toEqual(['tr', 'zh']);
    expect(after.title).toMatchObject({ ru: before.title, en: 'No translation' });
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(await listed('where[missingLanguages][in]=tr')).toContain(doc.id);
    expect((await payload.countVersions({ collection: 'news', where: { parent: { equals: doc.id } } })).totalDocs).toBe(versions);
    // Nothing left to do the second time.
    expect(await backfillTranslationStatus(payload)).toBe(0);
  });
});
