import config from '@payload-config';
import { getPayload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as corporationPage from '@/app/api/v1/korporaciya-razvitiya-eniseyskoy-sibiri/route';
import * as newsItem from '@/app/api/v1/news/[id]/route';
import * as siteItem from '@/app/api/v1/proizvodstvennie-ploshadki/[id]/route';
import { versionAuthors } from '@/cms/components/version-history-authors';
import { unique } from './auth-helpers';
import { cms } from './cms-helpers';
import { call } from './helpers';

/**
 * Who saved each version of versioned content, and in which content language: `editedBy` and `editedLocale` are set
 * from the request on every save (whatever the request sent), kept with each version, readable by staff only and
 * never part of /api/v1.
 */
const PASSWORD = 'staff-secret-42';
type Editor = { id: number; token: string };
const editors: Record<'anna' | 'boris' | 'gone' | 'left', Editor> = {
  anna: { id: 0, token: '' },
  boris: { id: 0, token: '' },
  gone: { id: 0, token: '' },
  left: { id: 0, token: '' },
};
const created: { collection: 'news' | 'production-sites'; id: number }[] = [];

beforeAll(async () => {
  const payload = await getPayload({ config });
  for (const key of Object.keys(editors) as (keyof typeof editors)[]) {
    const { email, ip } = unique(`edited-by-${key}`);
    const staff = await payload.create({ collection: 'staff', data: { email, name: `Редактор ${key}`, password: PASSWORD, roles: ['editor'] }, overrideAccess: true });
    const login = await cms('POST', 'staff/login', { ip, json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    editors[key] = { id: Number(staff.id), token: String(login.body?.token) };
  }
});

afterAll(async () => {
  const payload = await getPayload({ config });
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true });
  for (const { id } of Object.values(editors)) if (id) await payload.delete({ collection: 'staff', id, overrideAccess: true }).catch(() => undefined);
});

type Doc = { id: number; editedBy?: unknown; editedLocale?: unknown; _status?: string };
type Version = { id: number; version: Doc };

async function save(editor: Editor, method: 'POST' | 'PATCH', path: string, json: Record<string, unknown>): Promise<Doc> {
  const answer = await cms(method, path, { token: editor.token, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(method === 'POST' ? 201 : 200);
  return answer.body?.doc as Doc;
}

/** The item's versions as the back office reads them, newest first (snapshots of other languages left out). */
async function versionsOf(editor: Editor, collection: string, id: number): Promise<Version[]> {
  const answer = await cms('GET', `${collection}/versions?depth=0&sort=-updatedAt&limit=50&where[parent][equals]=${id}&where[snapshot][not_equals]=true`, { token: editor.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body?.docs as Version[];
}

describe('the author and language of each version', () => {
  it('records the editor and the content language of every save, ignores what a request sends, and keeps both with each version', async () => {
    const { anna, boris } = editors;
    const title = `Автор версии ${Date.now()}`;
    // A request naming another author and language is overruled by the session and the save's own language.
    const first = await save(anna, 'POST', 'news?locale=ru&depth=0', { title, publishedAt: new Date().toISOString(), editedBy: boris.id, editedLocale: 'zh' });
    created.push({ collection: 'news', id: first.id });
    expect(first.editedBy).toBe(anna.id);
    expect(first.editedLocale).toBe('ru');

    const second = await save(boris, 'PATCH', `news/${first.id}?locale=tr&depth=0&draft=true`, { title: 'Sürüm yazarı', editedBy: anna.id });
    expect(second.editedBy).toBe(boris.id);
    expect(second.editedLocale).toBe('tr');

    const published = await save(anna, 'PATCH', `news/${first.id}?locale=en&depth=0`, { title: 'Version author', _status: 'published' });
    expect(published.editedBy).toBe(anna.id);
    expect(published.editedLocale).toBe('en');

    const versions = await versionsOf(boris, 'news', first.id);
    expect(versions.map(({ version }) => [version.editedBy, version.editedLocale, version._status])).toEqual([
      [anna.id, 'en', 'published'],
      [boris.id, 'tr', 'draft'],
      [anna.id, 'ru', 'draft'],
    ]);
  });

  it('a save without a signed-in staff member records nobody instead of keeping the previous author', async () => {
    const payload = await getPayload({ config });
    const { anna } = editors;
    const doc = await save(anna, 'POST', 'news?locale=ru&depth=0', { title: `Без автора ${Date.now()}`, publishedAt: new Date().toISOString() });
    created.push({ collection: 'news', id: doc.id });
    expect(doc.editedBy).toBe(anna.id);

    const script = (await payload.update({ collection: 'news', id: doc.id, data: { excerpt: 'Из скрипта' }, draft: true, overrideAccess: true, depth: 0 })) as Doc;
    expect(script.editedBy ?? null).toBeNull();
    const [latest] = await versionsOf(anna, 'news', doc.id);
    expect(latest?.version.editedBy ?? null).toBeNull();
  });

  it('production sites record it too, and a deleted account leaves its versions without an author', async () => {
    const payload = await getPayload({ config });
    const { gone, anna } = editors;
    const site = await save(gone, 'POST', 'production-sites?locale=ru&depth=0', { title: `Площадка автора ${Date.now()}`, siteType: 'greenfield' });
    created.push({ collection: 'production-sites', id: site.id });
    expect(site.editedBy).toBe(gone.id);
    expect((await versionsOf(anna, 'production-sites', site.id))[0]?.version.editedBy).toBe(gone.id);

    await payload.delete({ collection: 'staff', id: gone.id, overrideAccess: true });
    editors.gone.id = 0;
    const [version] = await versionsOf(anna, 'production-sites', site.id);
    expect(version).toBeDefined();
    expect(version?.version.editedBy ?? null).toBeNull();
    const stored = (await payload.findByID({ collection: 'production-sites', id: site.id, draft: true, depth: 0, overrideAccess: true })) as Doc;
    expect(stored.editedBy ?? null).toBeNull();
  });

  it('the back office names a colleague who saved a version while the editor still may not read the colleague’s account', async () => {
    const payload = await getPayload({ config });
    const { anna, boris } = editors;
    const authorOf = await versionAuthors(payload, [anna.id, boris.id, 987_654_321, null], 'ru');
    expect([anna.id, boris.id, 987_654_321, null].map(authorOf)).toEqual(['Редактор anna', 'Редактор boris', 'удалённая учётная запись', 'Не указан']);

    const colleague = await cms('GET', `staff/${boris.id}?depth=0`, { token: anna.token });
    expect(colleague.status).not.toBe(200);
    expect(JSON.stringify(colleague.body ?? {})).not.toContain('Редактор boris');
    const list = await cms('GET', `staff?depth=0&limit=100`, { token: anna.token });
    expect(list.status).toBe(200);
    expect((list.body?.docs as { id: number }[]).map(({ id }) => id)).toEqual([anna.id]);
  });

  it('neither a guest of /api/cms nor /api/v1 sees who edited or in which language', async () => {
    const { anna } = editors;
    const news = await save(anna, 'POST', 'news?locale=ru&depth=0', { title: `Публичный автор ${Date.now()}`, publishedAt: new Date().toISOString(), _status: 'published' });
    created.push({ collection: 'news', id: news.id });
    const site = await save(anna, 'POST', 'production-sites?locale=ru&depth=0', { title: `Публичная площадка ${Date.now()}`, siteType: 'brownfield', _status: 'published' });
    created.push({ collection: 'production-sites', id: site.id });
    expect(news.editedBy).toBe(anna.id);

    const guest = await cms('GET', `news/${news.id}?depth=0`);
    expect(guest.status).toBe(200);
    expect(guest.body).not.toHaveProperty('editedBy');
    expect(guest.body).not.toHaveProperty('editedLocale');
    expect((await cms('GET', `news/versions?where[parent][equals]=${news.id}`)).status).toBe(403);

    for (const [handler, path, id] of [[newsItem.GET, 'news', news.id], [siteItem.GET, 'proizvodstvennie-ploshadki', site.id]] as const) {
      const answer = await call<Record<string, unknown>>(handler, `${path}/${id}`, { params: { id: String(id) } });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/editedBy|editedLocale/);
    }
  });
});

describe('the author and language of each version of a single page', () => {
  // The page whose tables have a name of their own (cms/globals/pages.ts).
  const PAGE = 'korporaciya-razvitiya-eniseyskoy-sibiri' as const;
  const LOCALES = ['ru', 'en', 'tr'] as const;
  let original: Record<(typeof LOCALES)[number], unknown>;

  beforeAll(async () => {
    const payload = await getPayload({ config });
    const leads = await Promise.all(
      LOCALES.map(async (locale) => (await payload.findGlobal({ slug: PAGE, locale, fallbackLocale: false, depth: 0, overrideAccess: true })).lead ?? null),
    );
    original = { ru: leads[0], en: leads[1], tr: leads[2] };
  });

  afterAll(async () => {
    // The page as it was, published: each save below wrote its own text again, so only the latest version differs.
    const payload = await getPayload({ config });
    for (const locale of LOCALES) {
      await payload.updateGlobal({ slug: PAGE, locale, depth: 0, overrideAccess: true, data: { lead: original[locale] as string | null, _status: 'published' } });
    }
  });

  /** The page's versions as the back office reads them, newest first (snapshots of other languages left out). */
  async function pageVersions(editor: Editor): Promise<Version[]> {
    const answer = await cms('GET', `globals/${PAGE}/versions?depth=0&sort=-updatedAt&limit=10&where[snapshot][not_equals]=true`, { token: editor.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body?.docs as Version[];
  }

  async function savePage(editor: Editor, query: string, json: Record<string, unknown>): Promise<Doc> {
    const answer = await cms('POST', `globals/${PAGE}?depth=0&${query}`, { token: editor.token, json });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body?.result as Doc;
  }

  it('records the editor and the content language of a draft and of a publish, whatever the request sends, with each version', async () => {
    const { anna, boris } = editors;
    const draft = await savePage(anna, 'locale=en&draft=true', { lead: original.en, editedBy: boris.id, editedLocale: 'zh' });
    expect(draft.editedBy).toBe(anna.id);
    expect(draft.editedLocale).toBe('en');

    const published = await savePage(boris, 'locale=tr', { lead: original.tr, editedBy: anna.id, _status: 'published' });
    expect(published.editedBy).toBe(boris.id);
    expect(published.editedLocale).toBe('tr');

    const versions = await pageVersions(anna);
    expect(versions.slice(0, 2).map(({ version }) => [version.editedBy, version.editedLocale, version._status])).toEqual([
      [boris.id, 'tr', 'published'],
      [anna.id, 'en', 'draft'],
    ]);
  });

  it('a save of the page without a signed-in staff member records nobody', async () => {
    const payload = await getPayload({ config });
    const { anna } = editors;
    await savePage(anna, 'locale=ru&draft=true', { lead: original.ru });
    const script = (await payload.updateGlobal({ slug: PAGE, locale: 'ru', depth: 0, draft: true, overrideAccess: true, data: { lead: original.ru as string | null } })) as Doc;
    expect(script.editedBy ?? null).toBeNull();
    const [latest, before] = await pageVersions(anna);
    expect(latest?.version.editedBy ?? null).toBeNull();
    expect(before?.version.editedBy).toBe(anna.id);
  });

  it('a deleted account leaves the page’s versions without an author', async () => {
    const payload = await getPayload({ config });
    const { left, anna } = editors;
    await savePage(left, 'locale=ru&draft=true', { lead: original.ru });
    expect((await pageVersions(anna))[0]?.version.editedBy).toBe(left.id);

    await payload.delete({ collection: 'staff', id: left.id, overrideAccess: true });
    editors.left.id = 0;
    expect((await pageVersions(anna))[0]?.version.editedBy ?? null).toBeNull();
  });

  it('neither a guest of /api/cms nor /api/v1 sees who edited the page or in which language', async () => {
    const { anna } = editors;
    const published = await savePage(anna, 'locale=ru', { lead: original.ru, _status: 'published' });
    expect(published.editedBy).toBe(anna.id);

    const guest = await cms('GET', `globals/${PAGE}?depth=0&locale=ru`);
    expect(guest.status).toBe(200);
    expect(guest.body).not.toHaveProperty('editedBy');
    expect(guest.body).not.toHaveProperty('editedLocale');
    expect((await cms('GET', `globals/${PAGE}/versions?depth=0`)).status).toBe(403);

    for (const language of ['ru', 'en'] as const) {
      const answer = await call<Record<string, unknown>>(corporationPage.GET, PAGE, { language });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      expect(answer.body.result).toHaveProperty('title');
      expect(JSON.stringify(answer.body)).not.toMatch(/editedBy|editedLocale/);
    }
  });
});
