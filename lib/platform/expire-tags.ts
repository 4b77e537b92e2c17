import { revalidateTag } from 'next/cache';
import type { PayloadRequest } from 'payload';
import type { CacheTag } from '../cache/tags';
import { forgetAnswers } from './answer-memo';

/**
 * Expires the portal's cached API reads (lib/api/server.ts tags them) right away, so a published
 * edit shows on the next page view. Outside a Next request (CLI, seed, tests) Next has no cache
 * store and throws: there is nothing to expire then. The API's in-process copies of answers go too.
 */
export function expireTags(tags: CacheTag[], req?: PayloadRequest): void {
  forgetAnswers();
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!/static generation store missing|outside a request scope/i.test(String(error))) {
        req?.payload.logger.warn({ err: error, tag }, 'revalidateTag failed');
      }
    }
  }
}
