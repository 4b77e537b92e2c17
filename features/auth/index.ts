/**
 * What the accounts feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts): the pieces of the cabinet's Settings tab that act on the account itself. Pages in app/ compose features
 * and import their components directly (the accounts root, the auth guard, logout).
 */
export { CloseAccountSection } from './components/close-account';
export { useErrorText } from './components/error-text';
export { openChangePassword } from './modals';
export { PendingEmailNotice } from './components/pending-email-notice';
