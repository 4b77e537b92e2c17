/** What other features use of the investment map: the deep link to a production site on it. */
export { siteMapHref } from './site-map-href';
