import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, fail, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { ApiError } from './envelope';
import { serverGet, serverGetOrNull } from './server';
import { serverApiBaseUrl } from './config';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', `${TEST_API_BASE}/`);
});

describe('serverApiBaseUrl', () => {
  it('uses API_BASE_URL without trailing slashes', () => {
    expect(serverApiBaseUrl()).toBe(TEST_API_BASE);
  });

  it("falls back to this app's own API on PORT", () => {
    vi.stubEnv('API_BASE_URL', '');
    vi.stubEnv('PORT', '3456');
    expect(serverApiBaseUrl()).toBe('http://localhost:3456/api/v1');
  });
});

describe('serverGet', () => {
  it('sends Language and Accept headers and unwraps the envelope', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/news/list'), ({ request }) => {
        headers = request.headers;
        return ok({ items: [{ id: 'a' }], totalCount: 1 });
      }),
    );
    await expect(serverGet('/news/list', { locale: 'tr', tags: ['news'] })).resolves.toEqual({
      items: [{ id: 'a' }],
      totalCount: 1,
    });
    expect(headers?.get('language')).toBe('tr');
    expect(headers?.get('accept')).toBe('application/json');
  });

  it('puts defined, non-empty query values in the URL', async () => {
    let url: URL | undefined;
    server.use(
      http.get(apiUrl('/news/list'), ({ request }) => {
        url = new URL(request.url);
        return ok([]);
      }),
    );
    await serverGet('/news/list', { locale: 'ru', tags: [], query: { page: 2, limit: 12, q: '', type: undefined } });
    expect(Object.fromEntries(url!.searchParams)).toEqual({ page: '2', limit: '12' });
  });

  it('throws ApiError with the status of an error answer', async () => {
    server.use(http.get(apiUrl('/news/list'), () => fail(500, { message: 'Database unavailable' })));
    const error = await serverGet('/news/list', { locale: 'ru', tags: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).message).toBe('Database unavailable');
  });

  it('a non-JSON answer is an ApiError with its status', async () => {
    server.use(http.get(apiUrl('/news/list'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await serverGet('/news/list', { locale: 'ru', tags: [] }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
  });

  it('an unreachable provider is an ApiError 503', async () => {
    server.use(http.get(apiUrl('/news/list'), () => HttpResponse.error()));
    const error = await serverGet('/news/list', { locale: 'ru', tags: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });
});

describe('serverGetOrNull', () => {
  it('returns the item', async () => {
    server.use(http.get(apiUrl('/news/item-1'), () => ok({ id: 'item-1', title: 'Hello' })));
    await expect(serverGetOrNull('/news/item-1', { locale: 'ru', tags: ['news'] })).resolves.toEqual({
      id: 'item-1',
      title: 'Hello',
    });
  });

  it('returns null for a 404', async () => {
    server.use(http.get(apiUrl('/news/missing'), () => fail(404, { message: 'Not found' })));
    await expect(serverGetOrNull('/news/missing', { locale: 'ru', tags: ['news'] })).resolves.toBeNull();
  });

  it('rethrows anything else', async () => {
    server.use(http.get(apiUrl('/news/secret'), () => fail(403, { message: 'Forbidden' })));
    await expect(serverGetOrNull('/news/secret', { locale: 'ru', tags: [] })).rejects.toMatchObject({ status: 403 });
  });
});
