import type { CollectionAfterChangeHook } from 'payload';
import { queueSavedSearchCheck } from '../jobs/saved-search-alerts';

/**
 * afterChange of the collections saved searches watch (production sites, events): a document saved as published
 * queues a look at the saved searches (cms/jobs/saved-search-alerts.ts), inside the publishing transaction, so a
 * publish that is rolled back queues nothing. A draft save queues nothing. The alert is never worth failing the
 * publish for: a failure is logged.
 */
export const queueSavedSearchAlerts: CollectionAfterChangeHook = async ({ doc, req }) => {
  if ((doc as { _status?: string })._status !== 'published') return doc;
  try {
    await queueSavedSearchCheck(req.payload, req);
  } catch (error) {
    req.payload.logger.error({ err: error }, 'Could not queue the saved-search alerts after a publish');
  }
  return doc;
};
