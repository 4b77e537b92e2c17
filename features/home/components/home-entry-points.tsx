import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { routePath, type RouteKey } from '@/lib/routes';
import './home.css';

/** The investor's entry points on the home page, each with its line icon (24×24 strokes). */
const ENTRIES = [
  ['aboutRegion', 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'],
  ['investSites', 'M3 21V10l6 4V10l6 4V5h6v16z M7 18h2 M12 18h2 M17 18h2'],
  ['siteMatching', 'M3 5h18l-7 8v6l-4 2v-8z'],
  ['preferentialZones', 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5'],
  ['supportMeasures', 'M12 3v18 M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.7 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3'],
  ['calculator', 'M6 3h12v18H6z M9 7h6 M9 11h1 M14 11h1 M9 14.5h1 M14 14.5h1 M9 18h1 M14 18h1'],
  ['investMap', 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z M9 3v15 M15 6v15'],
] as const satisfies ReadonlyArray<readonly [RouteKey & string, string]>;

/** Tiles to the region, sites, site matching, preferential zones, support measures, the calculator and the investment map. */
export async function HomeEntryPoints() {
  const t = await getTranslations('home.entries');
  const routes = await getTranslations('routes');
  return (
    <ul className="home-entries">
      {ENTRIES.map(([key, icon]) => (
        <li key={key} className="home-entry">
          <svg className="home-entry__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={icon} />
          </svg>
          <h3 className="home-entry__title">
            <Link href={routePath(key)}>{routes(key)}</Link>
          </h3>
          <p className="home-entry__text">{t(key)}</p>
        </li>
      ))}
    </ul>
  );
}
