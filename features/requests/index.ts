/**
 * What the requests feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts). Pages in app/ compose features and import their components directly.
 */

/** The prefix of every page of the investor's request list: invalidate it when something the list shows changes. */
export { requestsQueryKey } from './api/get-requests';

/** «Подать проект на эту площадку» (the form opens with the site named; the request records it) and the modals it opens. */
export { SubmitProjectForSite, SubmitProjectModals } from './components/submit-project-for-site';
