import config from '@payload-config';
import { readFile } from 'node:fs/promises';
import { getPayload, type Where } from 'payload';
import { mergeListSearchAndWhere } from 'payload/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as route from '@/app/(payload)/api/cms/[...slug]/route';
import { unique } from './auth-helpers';
import { cms } from './cms-helpers';

/**
 * The back office's media library: an image's alt text is required in Russian and only there, the translation status
 * names the languages whose alt text is missing (never shown to the public), and the list's search finds pictures and
 * documents by their file name as well as by their description or title.
 */
const PASSWORD = 'staff-secret-42';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let token = '';
let ip = '';
const created: number[] = [];

type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;

/** Uploads a picture the way the back office's form does: multipart, the fields as `_payload` JSON beside the file. */
async function upload(name: string, data: Record<string, unknown>, locale = 'ru') {
  const form = new FormData();
  form.append('_payload', JSON.stringify(data));
  form.append('file', new Blob([new Uint8Array(await readFile('public/og-image.png'))], { type: 'image/png' }), name);
  const request = new Request(`http://localhost:3104/api/cms/media?locale=${locale}&depth=0`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': ip },
    body: form,
  });
  const response = await (route.POST as RestHandler)(request, { params: Promise.resolve({ slug: ['media'] }) });
  const body = (await response.json()) as Record<string, unknown>;
  const doc = body.doc as { id: number } | undefined;
  if (doc?.id !== undefined) created.push(doc.id);
  return { status: response.status, body };
}

const fieldPaths = (body: Record<string, unknown> | null) =>
  ((body?.errors as Array<{ data?: { errors?: Array<{ path?: string }> } }> | undefined) ?? []).flatMap((error) =>
    (error.data?.errors ?? []).map((inner) => inner.path),
  );

const save = (id: number, locale: string, json: Record<string, unknown>) => cms('PATCH', `media/${id}?locale=${locale}&depth=0`, { token, json, ip });

/** The ids the back office's list finds for a search typed into it (the list merges it with the searchable fields). */
async function listSearch(collection: 'media' | 'documents', search: string, locale: 'ru' | 'tr' = 'ru'): Promise<number[]> {
  const payload = await getPayload({ config });
  const where = mergeListSearchAndWhere({ collectionConfig: payload.collections[collection].config, search, where: {} as Where });
  const found = await payload.find({ collection, where, locale, fallbackLocale: false, depth: 0, limit: 100, draft: true, overrideAccess: true });
  return found.docs.map((doc) => doc.id as number);
}

beforeAll(async () => {
  const payload = await getPayload({ config });
  const account = unique('media-editor');
  ip = account.ip;
  await payload.create({ collection: 'staff', data: { email: account.email, password: PASSWORD, roles: ['editor'] }, overrideAccess: true });
  const login = await cms('POST', 'staff/login', { ip, json: { email: account.email, password: PASSWORD } });
  expect(login.status).toBe(200);
  token = String(login.body?.token);
});

afterAll(async () => {
  const payload = await getPayload({ config });
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true });
});

describe('media library', () => {
  it('asks for the alt text in Russian, and only there', async () => {
    const empty = await upload(`no-alt-${stamp}.png`, {});
    expect(empty.status, JSON.stringify(empty.body)).toBe(400);
    expect(fieldPaths(empty.body)).toContain('alt');
    const blank = await upload(`blank-alt-${stamp}.png`, { alt: '   ' });
    expect(blank.status, JSON.stringify(blank.body)).toBe(400);
    expect(fieldPaths(blank.body)).toContain('alt');
    expect(JSON.stringify(blank.body)).toContain('на русском');

    // Uploaded while Turkish is the content language, the picture would have no Russian description.
    const turkish = await upload(`turkish-first-${stamp}.png`, { alt: 'Krasnoyarsk manzarası' }, 'tr');
    expect(turkish.status, JSON.stringify(turkish.body)).toBe(400);
    expect(fieldPaths(turkish.body)).toContain('alt');

    const made = await upload(`alt-rules-${stamp}.png`, { alt: 'Панорама Красноярска' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.doc as { id: number }).id;

    // Another language may stay empty (or be emptied again); Russian may not.
    expect((await save(id, 'en', { alt: '' })).status).toBe(200);
    const russianEmptied = await save(id, 'ru', { alt: '' });
    expect(russianEmptied.status, JSON.stringify(russianEmptied.body)).toBe(400);
    expect(fieldPaths(russianEmptied.body)).toContain('alt');
    // A save that leaves the alt text out keeps the Russian one.
    const focal = await save(id, 'ru', { focalX: 30, focalY: 40 });
    expect(focal.status, JSON.stringify(focal.body)).toBe(200);
    expect((focal.body?.doc as { alt: string }).alt).toBe('Панорама Красноярска');
  });

  it('names the languages whose alt text is missing, filters by them, and never shows that to the public', async () => {
    const made = await upload(`status-${stamp}.png`, { alt: 'Енисей на закате', missingLanguages: [] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const doc = made.body.doc as { id: number; missingLanguages: string[] };
    expect(doc.missingLanguages).toEqual(['en', 'tr', 'zh']);

    const english = await save(doc.id, 'en', { alt: 'The Yenisei at sunset' });
    expect((english.body?.doc as { missingLanguages: string[] }).missingLanguages).toEqual(['tr', 'zh']);
    const chinese = await save(doc.id, 'zh', { alt: '日落时的叶尼塞河' });
    expect((chinese.body?.doc as { missingLanguages: string[] }).missingLanguages).toEqual(['tr']);

    const filtered = await cms('GET', `media?depth=0&limit=200&where[missingLanguages][in]=tr&where[id][equals]=${doc.id}`, { token, ip });
    expect((filtered.body?.docs as Array<{ id: number }>).map((item) => item.id)).toEqual([doc.id]);

    // A visitor reads the picture with the Russian description where the Turkish one is missing, and no status.
    const guest = await cms('GET', `media/${doc.id}?locale=tr&depth=0`);
    expect(guest.status).toBe(200);
    expect(guest.body?.alt).toBe('Енисей на закате');
    expect(guest.body).not.toHaveProperty('missingLanguages');

    const turkish = await save(doc.id, 'tr', { alt: 'Gün batımında Yenisey' });
    expect((turkish.body?.doc as { missingLanguages: string[] }).missingLanguages).toEqual([]);
    const none = await cms('GET', `media?depth=0&limit=200&where[missingLanguages][in]=tr&where[id][equals]=${doc.id}`, { token, ip });
    expect(none.body?.docs).toEqual([]);
  });

  it('the seed describes every picture in all four languages', async () => {
    const payload = await getPayload({ config });
    const seeded = await payload.find({ collection: 'media', where: { id: { not_in: created } }, depth: 0, limit: 500, overrideAccess: true });
    expect(seeded.docs.length).toBeGreaterThan(0);
    for (const picture of seeded.docs) expect(picture.missingLanguages, picture.filename ?? '').toEqual([]);
  });

  it("the list's search finds a picture by its file name or description, and a document by its file name", async () => {
    const made = await upload(`poisk-po-imeni-${stamp}.png`, { alt: `Поиск по описанию ${stamp}` });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.doc as { id: number }).id;
    expect(await listSearch('media', `poisk-po-imeni-${stamp}`)).toEqual([id]);
    expect(await listSearch('media', `описанию ${stamp}`)).toEqual([id]);
    // The file name is one for every language: a Turkish list finds it too.
    expect(await listSearch('media', `poisk-po-imeni-${stamp}`, 'tr')).toEqual([id]);
    expect(await listSearch('media', `nothing-like-${stamp}`)).toEqual([]);

    const payload = await getPayload({ config });
    const documents = await payload.find({ collection: 'documents', depth: 0, limit: 1, overrideAccess: true, where: { mimeType: { equals: 'application/pdf' } } });
    const document = documents.docs[0];
    if (!document?.filename) throw new Error('the seed uploads PDF documents');
    const stem = String(document.filename).replace(/\.pdf$/, '');
    expect(await listSearch('documents', stem)).toContain(document.id);
  });
});
