import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as preview from '@/app/api/preview/[collection]/[id]/route';
import * as aboutRegion from '@/app/api/v1/about-region/route';
import * as corporation from '@/app/api/v1/korporaciya-razvitiya-eniseyskoy-sibiri/route';
import { payloadClient } from '@/lib/server/payload';
import { cms } from './cms-helpers';
import { getItem } from './helpers';

/**
 * Drafts of the single pages (Payload globals): an editor's draft of a page stays out of the public page's API and of
 * Payload's REST for anyone but staff, the back office's preview (GET /api/preview/page/{slug}) shows it to a
 * signed-in staff member only, and a publish makes it the public text.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = `page-preview-${stamp}-Pass`;

async function previewOf(slug: string, { token, language = 'ru' }: { token?: string; language?: string } = {}) {
  const headers: Record<string, string> = { Language: language };
  if (token) headers.Cookie = `payload-token=${token}`;
  const response = await preview.GET(new Request(`http://localhost/api/preview/page/${slug}`, { headers }), {
    params: Promise.resolve({ collection: 'page', id: slug }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { success: boolean; result: Record<string, unknown> } };
}

const publicLead = async (language = 'ru') => (await getItem(aboutRegion.GET, 'about-region', { language })).lead;

describe('drafts and the preview of a single page', () => {
  let token = '';
  let staffId = 0;
  let original: { ru: unknown; en: unknown } = { ru: null, en: null };
  const published = { ru: `Опубликованный вводный абзац ${stamp}`, en: `Published lead ${stamp}` };
  const draft = { ru: `Черновик вводного абзаца ${stamp}`, en: `Draft lead ${stamp}` };

  beforeAll(async () => {
    const payload = await payloadClient();
    const email = `page-preview-${stamp}@example.org`;
    staffId = (await payload.create({ collection: 'staff', data: { email, password: PASSWORD, roles: ['editor'] }, overrideAccess: true })).id;
    token = (await payload.login({ collection: 'staff', data: { email, password: PASSWORD } })).token!;
    const read = (locale: 'ru' | 'en') => payload.findGlobal({ slug: 'about-region', locale, fallbackLocale: false, depth: 0 });
    original = { ru: (await read('ru')).lead, en: (await read('en')).lead };
    for (const locale of ['ru', 'en'] as const) {
      await payload.updateGlobal({ slug: 'about-region', locale, depth: 0, data: { lead: published[locale], _status: 'published' } });
    }
    for (const locale of ['ru', 'en'] as const) {
      await payload.updateGlobal({ slug: 'about-region', locale, depth: 0, draft: true, data: { lead: draft[locale] } });
    }
  });

  afterAll(async () => {
    const payload = await payloadClient();
    for (const locale of ['ru', 'en'] as const) {
      await payload.updateGlobal({ slug: 'about-region', locale, depth: 0, data: { lead: original[locale] as string, _status: 'published' } });
    }
    if (staffId) await payload.delete({ collection: 'staff', id: staffId, overrideAccess: true });
  });

  it('keeps a draft out of the public API, in every language', async () => {
    expect(await publicLead('ru')).toBe(published.ru);
    expect(await publicLead('en')).toBe(published.en);
  });

  it('keeps a draft out of Payload REST for a guest; staff read it', async () => {
    const guest = await cms('GET', 'globals/about-region?draft=true&locale=ru&depth=0');
    expect(guest.status).toBe(200);
    expect(guest.body?.lead).toBe(published.ru);
    expect(JSON.stringify(guest.body)).not.toContain(draft.ru);
    const versions = await cms('GET', 'globals/about-region/versions?depth=0');
    expect(versions.status).toBe(403);
    const staff = await cms('GET', 'globals/about-region?draft=true&locale=ru&depth=0', { token });
    expect(staff.status).toBe(200);
    expect(staff.body?.lead).toBe(draft.ru);
  });

  it('previews the draft to staff in the asked language, in the public answer form, private and never stored', async () => {
    const ru = await previewOf('about-region', { token });
    expect(ru.status, JSON.stringify(ru.body)).toBe(200);
    expect(ru.body.result.lead).toBe(draft.ru);
    expect(ru.headers.get('cache-control')).toBe('private, no-store');
    expect(ru.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await previewOf('about-region', { token, language: 'en' })).body.result.lead).toBe(draft.en);
    // The public answer has the same keys: the page's components read either.
    const answer = await getItem(aboutRegion.GET, 'about-region', { language: 'ru' });
    expect(Object.keys(ru.body.result).sort()).toEqual(Object.keys(answer).sort());
    // A page kept in tables of its own name (the corporation's) previews like the others.
    const corp = await previewOf('korporaciya-razvitiya-eniseyskoy-sibiri', { token });
    expect(corp.status).toBe(200);
    expect(corp.body.result.title).toBe((await getItem(corporation.GET, 'korporaciya-razvitiya-eniseyskoy-sibiri')).title);
  });

  it('answers 404, private and never stored, to a guest, a forged session and an unknown page', async () => {
    for (const answer of [
      await previewOf('about-region'),
      await previewOf('about-region', { token: 'forged' }),
      await previewOf('seed-state', { token }),
      await previewOf('response-deadlines', { token }),
      await previewOf('1', { token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.success).toBe(false);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(JSON.stringify(answer.body)).not.toContain(stamp);
    }
  });

  it('makes the draft public when it is published', async () => {
    const payload = await payloadClient();
    await payload.updateGlobal({ slug: 'about-region', locale: 'ru', depth: 0, data: { lead: draft.ru, _status: 'published' } });
    expect(await publicLead('ru')).toBe(draft.ru);
    const guest = await cms('GET', 'globals/about-region?locale=ru&depth=0');
    expect(guest.body?.lead).toBe(draft.ru);
  });
});
