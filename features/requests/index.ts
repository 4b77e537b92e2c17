/**
 * What the requests feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts). Pages in app/ compose features and import their components directly.
 */

/** «Подать проект на эту площадку» (the form opens with the site named; the request records it) and the modals it opens. */
export { SubmitProjectForSite, SubmitProjectModals } from './components/submit-project-for-site';
