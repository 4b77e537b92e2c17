import * as route from '@/app/(payload)/api/cms/[...slug]/route';

type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type CmsAnswer = { status: number; headers: Headers; body: Record<string, unknown> | null };

/**
 * Calls the back office's REST API (/api/cms, Payload's handlers behind the app's route file) the way Next's router
 * would: the catch-all's `slug` from the path, JSON in and out.
 */
export async function cms(
  method: Method,
  path: string,
  options: { token?: string; cookie?: string; json?: unknown; headers?: Record<string, string>; ip?: string; raw?: string } = {},
): Promise<CmsAnswer> {
  const url = new URL(path, 'http://localhost:3104/api/cms/');
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/').map(decodeURIComponent);
  const headers = new Headers(options.headers);
  // The suite plays a trusted proxy: X-Forwarded-For is the client's address (per-address limits).
  if (options.ip) headers.set('x-forwarded-for', options.ip);
  if (options.token) headers.set('authorization', `JWT ${options.token}`);
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.json !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(url, { method, headers, body: options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json)) });
  const response = await (route[method] as RestHandler)(request, { params: Promise.resolve({ slug }) });
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}
