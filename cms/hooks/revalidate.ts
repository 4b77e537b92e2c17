import { revalidateTag } from 'next/cache';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { forgetAnswers } from '@/lib/server/content/answer-memo';

/**
 * Expires the portal's cached API reads (lib/api/server.ts tags them) right away, so a published
 * edit shows on the next page view. Outside a Next request (CLI, seed, tests) Next has no cache
 * store and throws: there is nothing to expire then. The API's in-process copies of answers go too.
 */
export function expireTags(tags: string[], req?: PayloadRequest): void {
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

type Slugged = { id?: number | string; slug?: string | null; key?: number | string | null };

function docTags(tag: string, doc: Slugged | undefined): string[] {
  if (!doc) return [];
  return [doc.slug, doc.id, doc.key].filter((v) => v !== undefined && v !== null && v !== '').map((v) => `${tag}:${v}`);
}

/** afterChange/afterDelete hooks for a collection read by the API under `tags[0]` (plus related list tags). */
export function revalidateCollection(...tags: [string, ...string[]]) {
  const [tag] = tags;
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    expireTags([...tags, ...docTags(tag, doc as Slugged), ...docTags(tag, previousDoc as Slugged)], req);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expireTags([...tags, ...docTags(tag, doc as Slugged)], req);
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

export function revalidateGlobal(tag: string): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc, req }) => {
        expireTags([tag], req);
        return doc;
      },
    ],
  };
}
