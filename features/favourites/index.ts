/**
 * What the favourites feature offers other features (eslint.config.mjs lets a feature import another only through its
 * index.ts): the «В избранное» button for a page, e.g. a production site among the matching results.
 */
export { SaveToFavourites, type SaveToFavouritesProps } from './components/save-to-favourites';
