/**
 * What the site-selection feature offers other features (the sites list, favourites): the «Сравнить» toggle of a
 * production site and the tray of the sites chosen for comparison (both translate with `siteSelection`, sent by the
 * page).
 */
export { CompareToggle } from './components/compare-toggle';
export { CompareSiteOfPage } from './components/compare-site-of-page';
export { CompareTray } from './components/compare-tray';
export type { ComparedSite } from './stores/compare';
