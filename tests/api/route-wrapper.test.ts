import { beforeAll, describe, expect, it } from 'vitest';
import { handle, isWrappedHandler, methodNotAllowed } from '@/lib/server/http';
import { loadRoutes, METHODS, type Route } from './api-routes';

/**
 * Every /api/v1 route file answers through the one wrapper of lib/server/http: each method it exports is built by
 * `handle` (envelope, errors, outage 503, Vary: Language) or refused by `methodNotAllowed` (405). A handler written
 * by hand, or wrapped by another helper, is named here. (lib/server/route-methods.test.ts checks that every method
 * is exported at all.)
 */
describe('every /api/v1 handler is built by the one wrapper', () => {
  let routes: Route[] = [];
  beforeAll(async () => {
    routes = await loadRoutes();
  });

  it('tells a wrapped handler from a plain function', () => {
    expect(isWrappedHandler(handle(async () => new Response()))).toBe(true);
    expect(isWrappedHandler(methodNotAllowed(['GET']).POST)).toBe(true);
    expect(isWrappedHandler(async () => new Response())).toBe(false);
    expect(isWrappedHandler(undefined)).toBe(false);
  });

  it('finds the route files', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('each exported method of each route file is handle(…) or methodNotAllowed(…)', () => {
    const unwrapped = routes.flatMap((route) =>
      METHODS.filter((method) => route.module[method] !== undefined && !isWrappedHandler(route.module[method])).map(
        (method) => `${method} /api/v1/${route.urlPath}`,
      ),
    );
    expect(unwrapped, 'wrap these with handle() from lib/server/http').toEqual([]);
  });
});
