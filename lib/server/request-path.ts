import type { Server } from 'node:http';
import { onIncomingRequest } from './incoming-request';

/**
 * A path that cannot be percent-decoded (`/%ZZ`, `/news/%E0%A4%A`) makes Next answer a bare 500 before any code of
 * ours runs (vercel/next.js#94278, #92527). Such a path names nothing that exists, so it is repaired into one that
 * decodes to the literal characters sent: a stray `%` becomes `%25`, and if the escapes still do not form UTF-8,
 * every `%` does. Pages then answer the 404 page and /api/v1 its 404/422 envelope. The query string is left alone
 * (Next parses it leniently).
 */
export function repairPercentEncoding(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!path.includes('%') || decodes(path)) return url;
  const strays = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return (decodes(strays) ? strays : path.replace(/%/g, '%25')) + (cut === -1 ? '' : url.slice(cut));
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function installRequestPathRepair(server: typeof Server): void {
  onIncomingRequest(server, 'request-path', (request) => {
    if (request.url) request.url = repairPercentEncoding(request.url);
  });
}
