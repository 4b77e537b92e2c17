import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as preview from '@/app/api/preview/[collection]/[id]/route';
import * as publicDetail from '@/app/api/v1/news/[id]/route';
import { payloadClient } from '@/lib/server/payload';
import { getItem } from './helpers';

/**
 * GET /api/preview/{collection}/{id}: the back office's preview reads a document's latest version, draft included,
 * for a signed-in staff member only, in the asked language and the public detail answer's form; a guest, a forged
 * session and an unknown collection get 404, every answer is private and never stored, and the public answer keeps
 * the published version.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = `preview-${stamp}-Pass`;

async function get(collection: string, id: string, { token, language = 'ru' }: { token?: string; language?: string } = {}) {
  const headers: Record<string, string> = { Language: language };
  if (token) headers.Cookie = `payload-token=${token}`;
  const response = await preview.GET(new Request(`http://localhost/api/preview/${collection}/${id}`, { headers }), {
    params: Promise.resolve({ collection, id }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { success: boolean; result: Record<string, unknown> } };
}

describe('GET /api/preview/{collection}/{id}', () => {
  let newsId = 0;
  let token = '';
  const staffIds: number[] = [];

  beforeAll(async () => {
    const payload = await payloadClient();
    const email = `preview-editor-${stamp}@example.org`;
    const staff = await payload.create({ collection: 'staff', data: { email, password: PASSWORD, roles: ['editor'] }, overrideAccess: true });
    staffIds.push(staff.id);
    token = (await payload.login({ collection: 'staff', data: { email, password: PASSWORD } })).token!;
    const news = await payload.create({
      collection: 'news',
      locale: 'ru',
      data: { title: `Опубликованная новость ${stamp}`, excerpt: 'Анонс.', publishedAt: new Date().toISOString(), _status: 'published' },
    });
    newsId = news.id;
    await payload.update({ collection: 'news', id: newsId, locale: 'en', data: { title: `Published news ${stamp}`, _status: 'published' } });
    await payload.update({ collection: 'news', id: newsId, locale: 'ru', draft: true, data: { title: `Черновик ${stamp}` } });
    await payload.update({ collection: 'news', id: newsId, locale: 'en', draft: true, data: { title: `Draft ${stamp}` } });
  });

  afterAll(async () => {
    const payload = await payloadClient();
    if (newsId) await payload.delete({ collection: 'news', id: newsId });
    for (const id of staffIds) await payload.delete({ collection: 'staff', id, overrideAccess: true });
  });

  it('gives staff the draft in the asked language, in the public detail form, private and never stored', async () => {
    const ru = await get('news', String(newsId), { token });
    expect(ru.status, JSON.stringify(ru.body)).toBe(200);
    expect(ru.body.result).toMatchObject({ id: newsId, title: `Черновик ${stamp}`, excerpt: 'Анонс.' });
    expect(ru.headers.get('cache-control')).toBe('private, no-store');
    expect(ru.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const en = await get('news', String(newsId), { token, language: 'en' });
    expect(en.body.result.title).toBe(`Draft ${stamp}`);
    // The public answer has the same keys: the page's components read either.
    const published = await getItem(publicDetail.GET, `news/${newsId}`, { language: 'ru', params: { id: String(newsId) } });
    expect(Object.keys(ru.body.result).sort()).toEqual(Object.keys(published).sort());
  });

  it('leaves the public answer with the published version', async () => {
    const published = await getItem(publicDetail.GET, `news/${newsId}`, { language: 'en', params: { id: String(newsId) } });
    expect(published.title).toBe(`Published news ${stamp}`);
  });

  it('answers 404, private and never stored, to a guest, a forged session, an unknown collection or id', async () => {
    for (const answer of [
      await get('news', String(newsId)),
      await get('news', String(newsId), { token: 'forged' }),
      await get('staff', String(staffIds[0]), { token }),
      await get('news', 'abc', { token }),
      await get('news', '999999999', { token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.success).toBe(false);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
