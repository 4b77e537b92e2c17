import type { IncomingMessage, ServerResponse } from 'node:http';

/** The methods the portal answers; Next turns any other one Node's parser accepts (TRACE, PROPFIND, PURGE…) into a 500. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/**
 * Answers a request whose method the portal never serves with 405 and `Allow`, before Next sees it: the API's
 * envelope under /api/v1, plain text elsewhere. Returns 'answered' when it did. The pipeline's last step
 * (./pipeline/index.ts): the steps before it have given the request its id, log line, headers and timing.
 */
export function refuseUnservedMethod(request: IncomingMessage, response: ServerResponse): void | 'answered' {
  if (SERVED.has(request.method ?? '')) return;
  const api = (request.url ?? '').startsWith('/api/v1/');
  const body = api ? JSON.stringify({ success: false, result: { message: `Method not allowed: ${request.method}.` } }) : 'Method Not Allowed';
  response.writeHead(405, {
    Allow: SERVED_METHODS.join(', '),
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    // The request's body, if any, is never read: the connection is not reused.
    Connection: 'close',
  });
  response.end(body);
  return 'answered';
}

