import { http, HttpResponse } from 'msw';
import { portalUser } from '@/testing/portal-user';

/** The provider API as unit tests see it: never a real host, so nothing leaves the machine. */
export const TEST_API_BASE = 'http://api.test/api/v1';

export const apiUrl = (path: string) => `${TEST_API_BASE}${path}`;

/** The §7 envelope. */
export const ok = <T>(result: T, init?: ResponseInit) => HttpResponse.json({ success: true, result }, init);
export const fail = (status: number, result: unknown) => HttpResponse.json({ success: false, result }, { status });

/**
 * Default handlers, shared by every test file; a test adds its own with `server.use(...)`
 * (they are reset after each test). Anything not handled fails the test (`onUnhandledRequest: 'error'`).
 */
export const handlers = [
  http.get(apiUrl('/health'), () => ok({ status: 'ok', database: 'test' })),
  // The logged-in user (a confirmed account) that forms needing a confirmed e-mail read first.
  http.get(apiUrl('/user/info'), () => ok(portalUser())),
  http.all(apiUrl('/nope'), () => fail(404, { message: 'Unknown API endpoint' })),
];
