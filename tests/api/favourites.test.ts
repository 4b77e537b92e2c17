import { beforeAll, describe, expect, it } from 'vitest';
import * as itemRoute from '@/app/api/v1/collection/[id]/[itemId]/route';
import * as itemUpdateRoute from '@/app/api/v1/collection/[id]/[itemId]/update/route';
import * as addRoute from '@/app/api/v1/collection/[id]/create/route';
import * as itemsRoute from '@/app/api/v1/collection/[id]/list/route';
import * as folderRoute from '@/app/api/v1/collection/[id]/route';
import * as folderUpdateRoute from '@/app/api/v1/collection/[id]/update/route';
import * as createRoute from '@/app/api/v1/collection/create/route';
import * as listRoute from '@/app/api/v1/collection/list/route';
import * as savedRoute from '@/app/api/v1/collection/saved/route';
import { FAVOURITES_MESSAGES as F } from '@/lib/submissions/schemas/favourites';
import type { Folder, FolderItem, Paged } from '@/lib/submissions/types';
import { addRoutes, api, loginAs, registerInvestor, unique, verifiedInvestor } from './auth-helpers';

type Handler = Parameters<typeof addRoutes>[0][2];
const h = (handler: unknown) => handler as Handler;
addRoutes(
  ['POST', /^\/collection\/create$/, h(createRoute.POST)],
  ['GET', /^\/collection\/create$/, h(createRoute.GET)],
  ['GET', /^\/collection\/list$/, h(listRoute.GET)],
  ['GET', /^\/collection\/saved$/, h(savedRoute.GET)],
  ['POST', /^\/collection\/(?<id>[^/]+)\/create$/, h(addRoute.POST)],
  ['GET', /^\/collection\/(?<id>[^/]+)\/list$/, h(itemsRoute.GET)],
  ['POST', /^\/collection\/(?<id>[^/]+)\/update$/, h(folderUpdateRoute.POST)],
  ['GET', /^\/collection\/(?<id>[^/]+)\/update$/, h(folderUpdateRoute.GET)],
  ['POST', /^\/collection\/(?<id>[^/]+)\/(?<itemId>[^/]+)\/update$/, h(itemUpdateRoute.POST)],
  ['DELETE', /^\/collection\/(?<id>[^/]+)$/, h(folderRoute.DELETE)],
  ['DELETE', /^\/collection\/(?<id>[^/]+)\/(?<itemId>[^/]+)$/, h(itemRoute.DELETE)],
);

type Errors = Record<string, string[]>;
type User = Awaited<ReturnType<typeof verifiedInvestor>>;
let a: User;
let b: User;

const as = (user: User, language = 'en') => ({ token: user.token, ip: user.ip, headers: { Language: language } });
const newFolder = async (user: User, title: string) => {
  const { status, body } = await api<Folder>('POST', 'collection/create', { ...as(user), json: { title } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
};
const save = (user: User, folder: number, item: Record<string, unknown>, language = 'en') =>
  api<FolderItem | Errors>('POST', `collection/${folder}/create`, { ...as(user, language), json: item });
const news = { page_url: '/news/1', page_title: 'Новый индустриальный парк', page_image: '/api/cms/media/file/park.jpg' };

beforeAll(async () => {
  [a, b] = [await verifiedInvestor('fav-a'), await verifiedInvestor('fav-b')];
});

describe('favourites (/collection/*)', () => {
  it('folders: create, list newest first with item counts; title 1–100 characters', async () => {
    const first = await newFolder(a, 'Площадки');
    expect(first).toEqual({ id: expect.any(Number), title: 'Площадки', itemsCount: 0, createdAt: expect.any(String) });
    const second = await newFolder(a, '  Новости  ');
    expect(second.title).toBe('Новости');
    const { status, body } = await api<Paged<Folder>>('GET', 'collection/list', as(a));
    expect(status).toBe(200);
    expect(body.result.items.slice(0, 2).map((f) => f.id)).toEqual([second.id, first.id]);
    expect(body.result.totalCount).toBeGreaterThanOrEqual(2);

    for (const title of ['', '   ', 'x'.repeat(101)]) {
      const refused = await api<Errors>('POST', 'collection/create', { ...as(a), json: { title } });
      expect(refused.status).toBe(422);
      expect(refused.body.result.title).toEqual([title.length > 100 ? F.tooLong : F.required]);
    }
    const russian = await api<Errors>('POST', 'collection/create', { ...as(a, 'ru'), json: {} });
    expect(russian.body.result.title).toEqual(['Заполните это поле.']);
    const paged = await api<Paged<Folder>>('GET', 'collection/list?page=1&limit=1', as(a));
    expect(paged.body.result.items).toHaveLength(1);
    expect((await api('GET', 'collection/list?limit=0', as(a))).status).toBe(422);
  });

  it('one page in two folders; list, saved lookup, idempotent re-save, removal from one folder', async () => {
    const sites = await newFolder(a, 'Для совета директоров');
    const later = await newFolder(a, 'Посмотреть позже');
    const saved = await save(a, sites.id, { ...news, comment: 'Обсудить\nв понедельник' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const item = saved.body.result as FolderItem;
    expect(item).toEqual({ id: expect.any(Number), folderId: sites.id, ...news, comment: 'Обсудить\nв понедельник', createdAt: expect.any(String) });
    const other = (await save(a, later.id, { page_url: news.page_url, page_title: news.page_title })).body.result as FolderItem;
    expect(other).toMatchObject({ folderId: later.id, page_image: null, comment: null });

    // The same page again in the same folder: the item already there, nothing added.
    const again = await save(a, sites.id, { ...news, page_title: 'Другой заголовок' });
    expect(again.status).toBe(200);
    expect((again.body.result as FolderItem).id).toBe(item.id);
    const list = await api<Paged<FolderItem>>('GET', `collection/${sites.id}/list`, as(a));
    expect(list.body.result).toEqual({ items: [item], totalCount: 1 });
    const folders = await api<Paged<Folder>>('GET', 'collection/list?limit=100', as(a));
    expect(folders.body.result.items.find((f) => f.id === sites.id)?.itemsCount).toBe(1);

    const lookup = await api<{ folderIds: number[] }>('GET', `collection/saved?page_url=${encodeURIComponent(news.page_url)}`, as(a));
    expect(lookup.body.result).toEqual({ folderIds: [sites.id, later.id].sort((x, y) => x - y) });
    expect((await api<{ folderIds: number[] }>('GET', 'collection/saved?page_url=/news/2', as(a))).body.result).toEqual({ folderIds: [] });
    expect((await api('GET', 'collection/saved?page_url=https://evil.example/', as(a))).status).toBe(422);

    const removed = await api('DELETE', `collection/${later.id}/${other.id}`, as(a));
    expect(removed.status).toBe(200);
    expect(removed.body.result).toEqual({ deleted: true });
    expect((await api('DELETE', `collection/${later.id}/${other.id}`, as(a))).status).toBe(404);
    expect((await api<{ folderIds: number[] }>('GET', `collection/saved?page_url=${news.page_url}`, as(a))).body.result).toEqual({ folderIds: [sites.id] });
    // An item can only be removed through its own folder.
    expect((await api('DELETE', `collection/${later.id}/${item.id}`, as(a))).status).toBe(404);

    // Deleting a folder takes its pages with it.
    expect((await api('DELETE', `collection/${sites.id}`, as(a))).body.result).toEqual({ deleted: true });
    expect((await api('GET', `collection/${sites.id}/list`, as(a))).status).toBe(404);
    expect((await api<{ folderIds: number[] }>('GET', `collection/saved?page_url=${news.page_url}`, as(a))).body.result).toEqual({ folderIds: [] });
  });

  it('page_url must be a path of this site: a scheme, a host or // is refused (422), nothing stored', async () => {
    const folder = await newFolder(a, 'Проверка адресов');
    for (const page_url of ['https://evil.example/news/1', '//evil.example/news', '/\\evil.example', 'news/1', 'javascript:alert(1)']) {
      const refused = await save(a, folder.id, { ...news, page_url });
      expect(refused.status, page_url).toBe(422);
      expect((refused.body.result as Errors).page_url).toEqual([F.invalidPageUrl]);
    }
    const badImage = await save(a, folder.id, { ...news, page_image: 'javascript:alert(1)' });
    expect((badImage.body.result as Errors).page_image).toEqual([F.invalidImage]);
    expect((await save(a, folder.id, { page_url: '/news/1' })).status).toBe(422);
    expect((await api<Paged<FolderItem>>('GET', `collection/${folder.id}/list`, as(a))).body.result.totalCount).toBe(0);
  });

  it('user B gets 404 for user A’s folders and items: list, save into, delete', async () => {
    const folder = await newFolder(a, 'Личное');
    const item = (await save(a, folder.id, news)).body.result as FolderItem;
    const missing = { success: false, result: { message: F.folderNotFound } };
    expect(await api('GET', `collection/${folder.id}/list`, as(b)).then((r) => [r.status, r.body])).toEqual([404, missing]);
    expect(await save(b, folder.id, news).then((r) => [r.status, r.body])).toEqual([404, missing]);
    expect(await api('DELETE', `collection/${folder.id}/${item.id}`, as(b)).then((r) => [r.status, r.body])).toEqual([404, missing]);
    expect(await api('DELETE', `collection/${folder.id}`, as(b)).then((r) => r.status)).toBe(404);
    // B's own folder does not open A's item either.
    const own = await newFolder(b, 'Моё');
    expect((await api('DELETE', `collection/${own.id}/${item.id}`, as(b))).status).toBe(404);
    expect((await api<Paged<Folder>>('GET', 'collection/list?limit=100', as(b))).body.result.items.map((f) => f.id)).toEqual([own.id]);
    expect((await api<{ folderIds: number[] }>('GET', `collection/saved?page_url=${news.page_url}`, as(b))).body.result).toEqual({ folderIds: [] });
    // Still there for A; ids that are not ids are 404 too.
    expect((await api<Paged<FolderItem>>('GET', `collection/${folder.id}/list`, as(a))).body.result.totalCount).toBe(1);
    expect((await api('GET', 'collection/abc/list', as(a))).status).toBe(404);
    expect((await api('DELETE', `collection/${folder.id}/0`, as(a))).body).toEqual({ success: false, result: { message: F.itemNotFound } });
  });

  it('a folder is renamed by its owner only; the title follows the rules of a new folder', async () => {
    const folder = await newFolder(a, 'Черновик');
    await save(a, folder.id, news);
    const renamed = await api<Folder>('POST', `collection/${folder.id}/update`, { ...as(a), json: { title: '  Совет директоров  ' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result).toEqual({ id: folder.id, title: 'Совет директоров', itemsCount: 1, createdAt: folder.createdAt });
    const listed = await api<Paged<Folder>>('GET', 'collection/list?limit=100', as(a));
    expect(listed.body.result.items.find((f) => f.id === folder.id)?.title).toBe('Совет директоров');

    for (const [title, message] of [
      ['', F.required],
      ['x'.repeat(101), F.tooLong],
      ['Папка\u0007', F.controlCharacters],
      ['Две\nстроки', F.controlCharacters],
      [42, F.required],
    ] as const) {
      const refused = await api<Errors>('POST', `collection/${folder.id}/update`, { ...as(a), json: { title } });
      expect(refused.status, JSON.stringify(title)).toBe(422);
      expect(refused.body.result.title, JSON.stringify(title)).toEqual([message]);
    }
    const missing = { success: false, result: { message: F.folderNotFound } };
    expect(await api('POST', `collection/${folder.id}/update`, { ...as(b), json: { title: 'Чужая' } }).then((r) => [r.status, r.body])).toEqual([404, missing]);
    expect((await api('POST', 'collection/abc/update', { ...as(a), json: { title: 'x' } })).status).toBe(404);
    expect((await api('GET', `collection/${folder.id}/update`, as(a))).status).toBe(405);
    const after = await api<Paged<Folder>>('GET', 'collection/list?limit=100', as(a));
    expect(after.body.result.items.find((f) => f.id === folder.id)?.title).toBe('Совет директоров');
  });

  it('a saved page’s comment is written, edited and cleared by its owner only, through its own folder', async () => {
    const folder = await newFolder(a, 'С заметками');
    const item = (await save(a, folder.id, news)).body.result as FolderItem;
    expect(item.comment).toBeNull();
    const comment = (value: unknown, user = a, folderId = folder.id, itemId = item.id) =>
      api<FolderItem | Errors>('POST', `collection/${folderId}/${itemId}/update`, { ...as(user), json: { comment: value } });

    const written = await comment('Позвонить\r\nв агентство\t ');
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.result).toEqual({ ...item, comment: 'Позвонить\nв агентство' });
    expect((await comment('Обсудить на совете')).body.result).toMatchObject({ id: item.id, comment: 'Обсудить на совете' });
    const list = await api<Paged<FolderItem>>('GET', `collection/${folder.id}/list`, as(a));
    expect(list.body.result.items.map((i) => i.comment)).toEqual(['Обсудить на совете']);

    for (const [value, message] of [
      ['x'.repeat(1001), F.tooLong],
      ['Заметка\u0000', F.controlCharacters],
      ['\u001b[31m', F.controlCharacters],
      ['\ud800', F.controlCharacters],
      [undefined, F.required],
      [7, F.required],
    ] as const) {
      const refused = await comment(value);
      expect(refused.status, JSON.stringify(value)).toBe(422);
      expect((refused.body.result as Errors).comment, JSON.stringify(value)).toEqual([message]);
    }
    // Someone else, another folder of the owner, or an id that is not one: 404, nothing changed.
    expect(await comment('Чужое', b).then((r) => [r.status, r.body])).toEqual([404, { success: false, result: { message: F.folderNotFound } }]);
    const other = await newFolder(a, 'Другая');
    expect(await comment('Не та папка', a, other.id).then((r) => [r.status, r.body])).toEqual([404, { success: false, result: { message: F.itemNotFound } }]);
    expect((await comment('x', a, folder.id, 0)).status).toBe(404);
    expect((await api<Paged<FolderItem>>('GET', `collection/${folder.id}/list`, as(a))).body.result.items[0]?.comment).toBe('Обсудить на совете');

    for (const cleared of ['', '   ', null]) {
      expect((await comment(cleared)).body.result, JSON.stringify(cleared)).toMatchObject({ id: item.id, comment: null });
      await comment('снова');
    }
  });

  it('401 without a token, 403 for an unconfirmed account', async () => {
    const { email, ip } = unique('fav-unverified');
    await registerInvestor(email, ip);
    const token = await loginAs(email, ip);
    for (const [method, url] of [
      ['POST', 'collection/create'],
      ['GET', 'collection/list'],
      ['GET', 'collection/saved?page_url=/news/1'],
      ['GET', 'collection/1/list'],
      ['POST', 'collection/1/create'],
      ['DELETE', 'collection/1'],
      ['DELETE', 'collection/1/2'],
      ['POST', 'collection/1/update'],
      ['POST', 'collection/1/2/update'],
    ] as const) {
      const anonymous = await api(method, url, { ip, json: method === 'POST' ? { title: 'x' } : undefined });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const unverified = await api<{ message: string }>(method, url, { ip, token, headers: { Language: 'en' }, json: method === 'POST' ? { title: 'x' } : undefined });
      expect(unverified.status, `${method} ${url}`).toBe(403);
      expect(unverified.body.result.message).toBe(F.unverified);
    }
    const russian = await api<{ message: string }>('GET', 'collection/list', { ip, token, headers: { Language: 'ru' } });
    expect(russian.body.result.message).toMatch(/^Сначала подтвердите адрес/);
  });

  it('answers are private (no-store); other methods get the 405 envelope', async () => {
    const list = await api('GET', 'collection/list', as(a));
    expect(list.headers.get('cache-control')).toBe('no-store');
    const wrong = await api('GET', 'collection/create', as(a));
    expect(wrong.status).toBe(405);
    expect(wrong.body.success).toBe(false);
  });

  it('closing the account removes its favourites', async () => {
    const c = await verifiedInvestor('fav-c');
    const folder = await newFolder(c, 'Удалится');
    await save(c, folder.id, news);
    const { default: config } = await import('@payload-config');
    const { getPayload } = await import('payload');
    const payload = await getPayload({ config });
    await payload.delete({ collection: 'investors', id: c.id, overrideAccess: true });
    const left = await payload.count({ collection: 'favourite-items', where: { owner: { equals: c.id } }, overrideAccess: true });
    const folders = await payload.count({ collection: 'favourite-folders', where: { owner: { equals: c.id } }, overrideAccess: true });
    expect([left.totalDocs, folders.totalDocs]).toEqual([0, 0]);
  });
});
