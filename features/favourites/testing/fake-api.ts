import { http } from 'msw';
import type { Folder, FolderItem } from '@/lib/submissions/types';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';

/** An in-memory favourites API (the contract of brief-contract.md) for component tests: folders and their items. */
export function fakeFavouritesApi(initial: { folders?: string[]; items?: { folder: number; page_url: string; page_title: string }[] } = {}) {
  let nextId = 1;
  const folders: Omit<Folder, 'itemsCount'>[] = (initial.folders ?? []).map((title) => ({ id: nextId++, title, createdAt: '2026-11-01T00:00:00.000Z' }));
  const items: FolderItem[] = (initial.items ?? []).map((item) => ({
    id: 100 + nextId++,
    folderId: folders[item.folder]!.id,
    page_url: item.page_url,
    page_title: item.page_title,
    page_image: null,
    comment: null,
    createdAt: '2026-11-02T00:00:00.000Z',
  }));
  const calls: string[] = [];
  const withCount = (folder: Omit<Folder, 'itemsCount'>): Folder => ({ ...folder, itemsCount: items.filter((item) => item.folderId === folder.id).length });
  const body = async (request: Request) => (await request.json()) as Record<string, string>;

  const handlers = [
    http.get(apiUrl('/collection/list'), () => ok({ items: folders.map(withCount), totalCount: folders.length })),
    http.post(apiUrl('/collection/create'), async ({ request }) => {
      const { title } = await body(request);
      calls.push(`create ${title}`);
      if (!title?.trim()) return fail(422, { title: ['Title must not be empty.'] });
      const folder = { id: nextId++, title: title.trim(), createdAt: new Date().toISOString() };
      folders.push(folder);
      return ok(withCount(folder));
    }),
    http.get(apiUrl('/collection/saved'), ({ request }) => {
      const pageUrl = new URL(request.url).searchParams.get('page_url');
      return ok({ folderIds: [...new Set(items.filter((item) => item.page_url === pageUrl).map((item) => item.folderId))] });
    }),
    http.post(apiUrl('/collection/:id/create'), async ({ request, params }) => {
      const folderId = Number(params.id);
      if (!folders.some((folder) => folder.id === folderId)) return fail(404, { message: 'Not found.' });
      const { page_url, page_title, page_image } = await body(request);
      calls.push(`add ${folderId} ${page_url}`);
      const existing = items.find((item) => item.folderId === folderId && item.page_url === page_url);
      if (existing) return ok(existing);
      const item: FolderItem = { id: 100 + nextId++, folderId, page_url: page_url!, page_title: page_title!, page_image: page_image ?? null, comment: null, createdAt: new Date().toISOString() };
      items.push(item);
      return ok(item);
    }),
    http.post(apiUrl('/collection/:id/update'), async ({ request, params }) => {
      const folder = folders.find((f) => f.id === Number(params.id));
      if (!folder) return fail(404, { message: 'There is no such folder.' });
      const { title } = await body(request);
      calls.push(`rename ${folder.id} ${title}`);
      folder.title = title!.trim();
      return ok(withCount(folder));
    }),
    http.post(apiUrl('/collection/:folderId/:id/update'), async ({ request, params }) => {
      const item = items.find((i) => i.folderId === Number(params.folderId) && i.id === Number(params.id));
      if (!item) return fail(404, { message: 'There is no such saved page.' });
      const { comment } = await body(request);
      calls.push(`comment ${item.id} ${JSON.stringify(comment)}`);
      if (comment!.includes('\u0000')) return fail(422, { comment: ['The value contains characters that are not allowed.'] });
      item.comment = comment!.trim() || null;
      return ok(item);
    }),
    http.get(apiUrl('/collection/:id/list'), ({ params }) => {
      const list = items.filter((item) => item.folderId === Number(params.id));
      return ok({ items: list, totalCount: list.length });
    }),
    http.delete(apiUrl('/collection/:folderId/:id'), ({ params }) => {
      const index = items.findIndex((item) => item.folderId === Number(params.folderId) && item.id === Number(params.id));
      if (index < 0) return fail(404, { message: 'Not found.' });
      calls.push(`remove ${params.folderId} ${params.id}`);
      items.splice(index, 1);
      return ok({ deleted: true });
    }),
    http.delete(apiUrl('/collection/:id'), ({ params }) => {
      const index = folders.findIndex((folder) => folder.id === Number(params.id));
      if (index < 0) return fail(404, { message: 'Not found.' });
      calls.push(`delete folder ${params.id}`);
      folders.splice(index, 1);
      for (let i = items.length - 1; i >= 0; i -= 1) if (items[i]!.folderId === Number(params.id)) items.splice(i, 1);
      return ok({ deleted: true });
    }),
  ];

  /** The titles of the folders that hold the page. */
  const foldersOf = (pageUrl: string) =>
    folders.filter((folder) => items.some((item) => item.folderId === folder.id && item.page_url === pageUrl)).map((folder) => folder.title);

  return { handlers, folders, items, calls, foldersOf };
}
