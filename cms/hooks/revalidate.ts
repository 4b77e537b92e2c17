import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import { itemTag, type ContentTag, type ItemTag } from '../../lib/cache/tags';
import { expireTags } from '../../lib/platform/expire-tags';

/**
 * The hooks that expire a content family's cache tags when a document or global changes, so a published edit shows
 * on the next page view (the expiring itself, shared with the API's services, is lib/platform/expire-tags.ts).
 */

type Slugged = { id?: number | string; slug?: string | null; key?: number | string | null };

function docTags(tag: ContentTag, doc: Slugged | undefined): ItemTag[] {
  if (!doc) return [];
  return [doc.slug, doc.id, doc.key].filter((v): v is string | number => v !== undefined && v !== null && v !== '').map((v) => itemTag(tag, v));
}

/** afterChange/afterDelete hooks for a collection read by the API under `tags[0]` (plus related list tags). */
export function revalidateCollection(...tags: [ContentTag, ...ContentTag[]]) {
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

export function revalidateGlobal(tag: ContentTag): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc, req }) => {
        expireTags([tag], req);
        return doc;
      },
    ],
  };
}
