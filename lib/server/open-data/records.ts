import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { CsvCell } from '@/lib/csv';
import { routePath } from '@/lib/routes';
import { absoluteUrl, localizedPath } from '@/lib/seo/alternates';
import { DISTANCE_KEYS, UTILITY_KEYS, UTILITY_UNITS, type UtilityKey } from '@/lib/sites/vocabulary';
import { groupPage, type SupportGroup } from '@/lib/support-measures';
import type { Dto } from '../content/dto';
import type { PassportSite } from '../sites/passport/content';

/**
 * The records of the open data, one flat row per item with stable column names (snake_case, units in the name):
 * the CSV files' columns and the GeoJSON features' properties are the same. Codes (site type, regime, municipality,
 * forms of possession, support group) are the vocabulary's keys (lib/sites/vocabulary.ts), the same in every language;
 * names and texts are in the file's language.
 */
export type OpenRecord = Record<string, CsvCell>;
type Column<T> = [name: string, value: (item: T) => CsvCell];

const value = (option: unknown): string | null => (option && typeof option === 'object' && 'value' in option ? String((option as { value: unknown }).value) : null);
const number = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);
const text = (s: unknown): string | null => (typeof s === 'string' && s.trim() ? s : null);

/** A column name's unit part: MW → mw, m3/h → m3_h. */
const unitSuffix = (key: UtilityKey) => UTILITY_UNITS[key].toLowerCase().replace(/\//g, '_');

export function pageUrl(origin: string, locale: Locale, path: string): string {
  return absoluteUrl(origin, localizedPath(locale, path));
}

function utilityColumns(key: UtilityKey): Column<PassportSite>[] {
  const of = (site: PassportSite) => site.utilities?.[key];
  const columns: Column<PassportSite>[] = [[`${key}_available`, (site) => of(site)?.available ?? null]];
  if (UTILITY_UNITS[key]) columns.push([`${key}_capacity_${unitSuffix(key)}`, (site) => number(of(site)?.capacity)]);
  if (key === 'electricity') columns.push(['electricity_voltage_kv', (site) => number(of(site)?.voltageKv)]);
  columns.push([`${key}_source`, (site) => text(of(site)?.source)], [`${key}_verified_at`, (site) => text(of(site)?.verifiedAt)]);
  return columns;
}

/** The columns of a production site (sites.csv, and the properties of sites.geojson). */
export function siteColumns(origin: string, locale: Locale): Column<PassportSite>[] {
  const distance = (key: (typeof DISTANCE_KEYS)[number]) => (site: PassportSite) => number(site.distances?.[key]);
  return [
    ['id', (site) => site.id],
    ['slug', (site) => site.slug],
    ['title', (site) => site.title],
    ['url', (site) => pageUrl(origin, locale, `${routePath('productionSites')}/${site.slug}`)],
    ['site_type', (site) => value(site.siteType)],
    ['municipality', (site) => value(site.municipality)],
    ['regime', (site) => value(site.regime)],
    ['possession', (site) => (site.possession ?? []).map(value).filter(Boolean).join(',') || null],
    ['latitude', (site) => number(site.coordinates?.lat)],
    ['longitude', (site) => number(site.coordinates?.lng)],
    ['area_ha', (site) => number(site.areaHa)],
    ['city_km', distance('cityKm')],
    ['road_km', distance('roadKm')],
    ['rail_km', distance('railKm')],
    ['substation_km', distance('substationKm')],
    ...UTILITY_KEYS.flatMap(utilityColumns),
    ['data_may_be_stale', (site) => (typeof site.stale === 'boolean' ? site.stale : null)],
    ['location', (site) => text(site.location)],
    ['address', (site) => text(site.address)],
    ['specialisation', (site) => text(site.specialisation)],
  ];
}

/** The columns of an investment offer (projects.csv). */
export function projectColumns(origin: string, locale: Locale): Column<Dto>[] {
  const coordinate = (axis: 'lat' | 'lng') => (item: Dto) => number((item.coordinates as Record<string, unknown> | null)?.[axis]);
  return [
    ['id', (item) => item.id as number],
    ['slug', (item) => item.slug as string],
    ['title', (item) => item.title as string],
    ['url', (item) => pageUrl(origin, locale, `${routePath('projectsInvest')}/${item.slug as string}`)],
    ['type', (item) => text((item.type as Dto | null)?.slug)],
    ['type_name', (item) => text((item.type as Dto | null)?.name ?? (item.type as Dto | null)?.title)],
    ['territory', (item) => text(item.territory)],
    ['investment_volume', (item) => text(item.investmentVolume)],
    ['resource_base', (item) => text(item.resourceBase)],
    ['latitude', coordinate('lat')],
    ['longitude', coordinate('lng')],
    ['summary', (item) => text(item.excerpt)],
  ];
}

/** The columns of a support measure (support-measures.csv). */
export function supportColumns(origin: string, locale: Locale): Column<Dto & { group: SupportGroup }>[] {
  return [
    ['id', (item) => item.id as number],
    ['slug', (item) => item.slug as string],
    ['group', (item) => item.group],
    ['title', (item) => item.title as string],
    ['provider', (item) => text(item.provider)],
    ['summary', (item) => text(item.summary)],
    ['link', (item) => text(item.link)],
    ['url', (item) => pageUrl(origin, locale, routePath(groupPage(item.group).route))],
  ];
}

export function records<T>(columns: Column<T>[], items: T[]): { header: string[]; rows: CsvCell[][] } {
  return { header: columns.map(([name]) => name), rows: items.map((item) => columns.map(([, get]) => get(item))) };
}
