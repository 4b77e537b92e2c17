/**
 * What the site-selection feature offers other features: «Сравнить» for a site known only by its page, in the
 * favourites (it translates with `siteSelection`, sent by the page). Pages that list sites compose the toggle and the
 * tray themselves, with texts from `api/read-compare-texts`: a barrel would put every export on each of those pages.
 */
export { CompareSiteOfPage } from './components/compare-site-of-page';
export type { ComparedSite } from './stores/compare';
