import { revalidateTag } from 'next/cache';
import type { PayloadRequest } from 'payload';
import type { CacheTag } from '../cache/tags';
import { forgetAnswers } from './answer-memo';
import { announceContentChange } from './content-changes';

/**
 * Expires the portal's cached API reads (lib/api/server.ts tags them) right away, so a published
 * edit shows on the next page view. Outside a Next request (CLI, seed, tests) Next has no cache
 * store and throws: there is nothing to expire then. The API's in-process copies of answers go too, and the copies
 * kept elsewhere (the site search's index, on this instance and the others) hear of the change (./content-changes.ts).
 */
export function expireTags(tags: CacheTag[], req?: PayloadRequest): void {
  forgetAnswers();
  announceContentChange([...new Set(tags)]);
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!/static generation store missing|outside a request scope/i.test(String(error))) {
        req?.payload.logger.warn({ err: error, tag }, 'revalidateTag failed');
      } else {
        expireOutsideRequest(tag, req);
      }
    }
  }
}

type IncrementalCache = { revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void> };

/**
 * A change made by the server outside any request — a job of the queue, such as a scheduled publish — expires the
 * tags in the cache Next keeps for this server (the one its requests use, set once the server has answered a
 * request): revalidateTag only queues tags for the end of the current request, and there is none. In the CLI, the
 * seed and the tests there is no such cache and nothing to expire.
 */
function expireOutsideRequest(tag: string, req?: PayloadRequest): void {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
  cache?.revalidateTag(tag, { expire: 0 }).catch((error: unknown) => req?.payload.logger.warn({ err: error, tag }, 'revalidateTag failed'));
}
