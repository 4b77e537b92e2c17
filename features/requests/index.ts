/**
 * What the requests feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts). Pages in app/ compose features and import their components directly.
 */

/** The prefix of every page of the investor's request list: invalidate it when something the list shows changes. */
export { requestsQueryKey } from './api/get-requests';
