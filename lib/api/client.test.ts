import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, fail, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './envelope';

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseURL: TEST_API_BASE, getLocale: () => 'en', ...options });
}

/** Records the headers of the requests a handler answered. */
function recordHeaders(method: 'get' | 'post', path: string, result: unknown = { ok: true }) {
  const seen: Headers[] = [];
  server.use(
    http[method](apiUrl(path), ({ request }) => {
      seen.push(request.headers);
      return ok(result);
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends the Language header with the current locale', async () => {
    let locale = 'en';
    const seen = recordHeaders('get', '/news/list');
    const api = client({ getLocale: () => locale });
    await api.get('/news/list');
    locale = 'zh';
    await api.get('/news/list');
    expect(seen.map((h) => h.get('language'))).toEqual(['en', 'zh']);
  });

  it('unwraps { success, result }', async () => {
    server.use(http.get(apiUrl('/news/list'), () => ok({ items: [{ id: 1 }], totalCount: 1 })));
    await expect(client().get('/news/list')).resolves.toEqual({ items: [{ id: 1 }], totalCount: 1 });
  });

  it('passes query params and the POST body', async () => {
    let url = '';
    let body: unknown;
    server.use(
      http.get(apiUrl('/news/list'), ({ request }) => {
        url = request.url;
        return ok([]);
      }),
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json();
        return ok({ token: 't' });
      }),
    );
    await client().get('/news/list', { params: { page: 2, limit: 10 } });
    expect(new URL(url).searchParams.get('page')).toBe('2');
    expect(new URL(url).searchParams.get('limit')).toBe('10');
    await expect(client().post('/auth/login', { email: 'a@b.c', password: 'x' })).resolves.toEqual({ token: 't' });
    expect(body).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('sends no Authorization header when the call is not marked auth, even with a token', async () => {
    const seen = recordHeaders('get', '/news/list');
    await client({ getToken: () => 'secret' }).get('/news/list');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('sends the bearer token for auth: required and auth: optional', async () => {
    const seen = recordHeaders('get', '/user/me');
    const api = client({ getToken: () => 'secret' });
    await api.get('/user/me', { auth: 'required' });
    await api.get('/user/me', { auth: 'optional' });
    expect(seen.map((h) => h.get('authorization'))).toEqual(['Bearer secret', 'Bearer secret']);
  });

  it('auth: optional without a token makes the call without Authorization', async () => {
    const seen = recordHeaders('get', '/user/me');
    await client({ getToken: () => null }).get('/user/me', { auth: 'optional' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it("auth: 'required' without a token throws 401 before any request and logs 'No token'", async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = recordHeaders('get', '/user/me');
    const error = await rejection(client({ getToken: () => undefined }).get('/user/me', { auth: 'required' }));
    expect(error.status).toBe(401);
    expect(seen).toHaveLength(0);
    expect(errorLog).toHaveBeenCalledWith('No token');
    // Same without any getToken at all.
    expect((await rejection(client().delete('/user/me', { auth: 'required' }))).status).toBe(401);
  });

  it('exposes 422 field errors via error.field()', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        fail(422, { password: ['Incorrect username or password.'] }),
      ),
    );
    const error = await rejection(client().post('/auth/login', { email: 'a@b.c', password: 'wrong' }));
    expect(error.status).toBe(422);
    expect(error.field('password')).toBe('Incorrect username or password.');
    expect(error.field('email')).toBeUndefined();
  });

  it('a 401/403/404 envelope keeps its status', async () => {
    server.use(
      http.get(apiUrl('/user/me'), () => fail(401, { message: 'Unauthorized' })),
      http.get(apiUrl('/request/7'), () => fail(404, { message: 'Not found' })),
    );
    const unauthorized = await rejection(client({ getToken: () => 'expired' }).get('/user/me', { auth: 'required' }));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.message).toBe('Unauthorized');
    const missing = await rejection(client().get('/request/7'));
    expect(missing.isNotFound).toBe(true);
  });

  it('a non-JSON 5xx answer is an ApiError with its status', async () => {
    server.use(
      http.get(apiUrl('/news/list'), () =>
        new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    const error = await rejection(client().get('/news/list'));
    expect(error.status).toBe(502);
    expect(error.fieldErrors).toEqual({});
  });

  it('a JSON 500 without an envelope is an ApiError 500', async () => {
    server.use(http.get(apiUrl('/news/list'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    expect((await rejection(client().get('/news/list'))).status).toBe(500);
  });

  it('a 200 that is not an envelope (e.g. an HTML page) is an error, not data', async () => {
    server.use(http.get(apiUrl('/news/list'), () => HttpResponse.text('<!doctype html><p>hi</p>')));
    expect((await rejection(client().get('/news/list'))).status).toBe(500);
  });

  it('a network error is an ApiError with status 0', async () => {
    server.use(http.get(apiUrl('/news/list'), () => HttpResponse.error()));
    const error = await rejection(client().get('/news/list'));
    expect(error.status).toBe(0);
  });
});
