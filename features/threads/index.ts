/**
 * What the threads feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts): the follow-up of a request or an appeal in the cabinet — its reference, due date, curator and status
 * timeline — and its conversation with the agency, with the reply form.
 */
export { ItemFollowUp, type FollowedItem } from './components/item-follow-up';
export { ItemThread } from './components/item-thread';
export { threadsQueryKey } from './api/get-thread';
