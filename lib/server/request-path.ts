import type { Step } from './pipeline/step';

/** What an unusable path segment becomes: no such page, item or endpoint has this name. */
export const INVALID_SEGMENT = '~invalid-encoding';

/**
 * A path that cannot be percent-decoded (`/%ZZ`, `/news/%E0%A4%A`) makes Next answer a bare 500 before any code of
 * ours runs (vercel/next.js#94278, #92527), and so does a dynamic segment that decodes to a literal `%` (Next decodes
 * it twice). Such a segment names nothing that exists here (slugs and ids never hold a `%`), so it is replaced by
 * INVALID_SEGMENT: pages then answer the 404 page in their language, /api/v1 its 404 envelope and /api/cms Payload's
 * 404. The query string is left alone (Next parses it leniently).
 */
export function repairPercentEncoding(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!path.includes('%')) return url;
  const segments = path.split('/');
  const repaired = segments.map((segment) => (segment.includes('%') && !usable(segment) ? INVALID_SEGMENT : segment));
  if (repaired.every((segment, index) => segment === segments[index])) return url;
  return repaired.join('/') + (cut === -1 ? '' : url.slice(cut));
}

function usable(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('%');
  } catch {
    return false;
  }
}

/** The pipeline's step (./pipeline/index.ts): the request's path, repaired before anything reads it. */
export const repairRequestPath: Step = (request) => {
  if (request.url) request.url = repairPercentEncoding(request.url);
};
