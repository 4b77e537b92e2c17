import 'server-only';
import { getTranslations } from 'next-intl/server';
import { readSetting } from '@/components/content/page-setting';
import type { Locale } from '@/i18n/routing';
import type { ContentTag } from '@/lib/cache/tags';
import { serverGet } from '@/lib/api/server';
import { ROUTES } from '@/lib/routes';
import { UTILITY_KEYS, type UtilityKey } from '@/lib/sites/vocabulary';
import type { BaseMapConfig, MapData, MapItem, Option } from '../types';
import { MAP_ZONES } from '../zones';

type Coordinates = { lat: number | null; lng: number | null } | null;
type SiteDto = {
  id: number; slug: string; title: string; siteType: Option; location: string | null; coordinates: Coordinates;
  areaHa: number | null; specialisation: string | null; excerpt: string | null;
  utilities: Partial<Record<UtilityKey, { available: boolean } | null>> | null;
};
type OfferDto = {
  id: number; slug: string; title: string; type: { id: number; name?: string } | null; territory: string | null;
  coordinates: Coordinates; excerpt: string | null; investmentVolume: string | null;
};
type List<T> = { items: T[]; totalCount: number };

const PAGE = 100;

/** Every item of a paginated family (the API caps a page at 100). */
async function readAll<T>(path: string, locale: string, tag: ContentTag): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const list = await serverGet<List<T>>(path, { locale, tags: [tag], query: { page, limit: PAGE } });
    items.push(...list.items);
    if (items.length >= list.totalCount || list.items.length < PAGE) return items;
  }
}

const placed = (c: Coordinates): c is { lat: number; lng: number } => typeof c?.lat === 'number' && typeof c?.lng === 'number';

/** The base map from the environment (README: MAP_STYLE_URL or MAP_TILES_URL with MAP_ATTRIBUTION). */
export function baseMapConfig(env: Record<string, string | undefined> = process.env): BaseMapConfig {
  const clean = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  return { styleUrl: clean(env.MAP_STYLE_URL), tilesUrl: clean(env.MAP_TILES_URL), attribution: clean(env.MAP_ATTRIBUTION) };
}

/**
 * The map's objects in the visitor's language (utilities named by `siteFacts`, as on the site pages and the matching
 * page): production sites and investment offers with coordinates (tags
 * `production-site`, `invest-project`), and the preferential zones named by their pages' settings (tag `setting`).
 */
export async function readMapData(locale: Locale): Promise<MapData> {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'investMap' }), getTranslations({ locale, namespace: 'siteFacts' })]);
  const utility = (key: UtilityKey) => ({ value: key, label: facts(`utility.${key}`) });
  const [sites, offers, zones] = await Promise.all([
    readAll<SiteDto>('/proizvodstvennie-ploshadki', locale, 'production-site'),
    readAll<OfferDto>('/invest-project', locale, 'invest-project'),
    Promise.all(MAP_ZONES.map(async (zone) => ({ zone, setting: await readSetting(zone.setting, locale) }))),
  ]);
  const items: MapItem[] = [
    ...sites.filter((s) => placed(s.coordinates)).map((s): MapItem => ({
      id: `site-${s.id}`, kind: 'site', category: s.siteType.value, categoryLabel: s.siteType.label, title: s.title, slug: s.slug,
      path: `${ROUTES.productionSites.path}/${s.slug}`, lat: s.coordinates!.lat!, lng: s.coordinates!.lng!,
      summary: s.specialisation ?? s.excerpt, location: s.location, area: s.areaHa ?? null,
      utilities: UTILITY_KEYS.filter((key) => s.utilities?.[key]?.available === true).map(utility),
    })),
    ...zones.map(({ zone, setting }): MapItem => ({
      id: `zone-${zone.key}`, kind: 'zone', category: 'zone', categoryLabel: t('kinds.zone'),
      title: setting?.title ?? t(`zones.${zone.key}`), slug: zone.key, path: ROUTES[zone.route].path, lat: zone.lat, lng: zone.lng,
      summary: setting?.subtitle ?? null, location: null, area: null, utilities: [],
    })),
    ...offers.filter((o) => placed(o.coordinates)).map((o): MapItem => ({
      id: `offer-${o.id}`, kind: 'offer', category: 'offer', categoryLabel: t('kinds.offer'), title: o.title, slug: o.slug,
      path: `${ROUTES.projectsInvest.path}/${o.slug}`, lat: o.coordinates!.lat!, lng: o.coordinates!.lng!,
      summary: o.excerpt, location: o.territory, area: null, utilities: [],
    })),
  ];
  const siteTypes = new Map(sites.map((s) => [s.siteType.value, s.siteType.label]));
  const categories: Option[] = [
    ...[...siteTypes].map(([value, label]) => ({ value, label })),
    { value: 'zone', label: t('kinds.zone') },
    { value: 'offer', label: t('kinds.offer') },
  ];
  return { items, categories, utilities: UTILITY_KEYS.map(utility), base: baseMapConfig() };
}
