import 'server-only';
import { createTranslator } from 'next-intl';
import type { CollectionSlug, Where } from 'payload';
import type { Locale } from '@/i18n/routing';
import type { ContentTag } from '@/lib/cache/tags';
import { toCsv } from '@/lib/csv';
import { OPEN_DATASETS, openDataPath, type OpenDataEntry, type OpenDataset, type OpenDatasetKey } from '@/lib/open-data';
import { PREFERENTIAL_ZONES } from '@/lib/preferential-zones';
import { env } from '@/lib/platform/env';
import { routePath } from '@/lib/routes';
import { SUPPORT_GROUPS } from '@/lib/support-measures';
import { krasnoyarskDate } from '@/lib/submissions/deadlines';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import { cachedRead } from '../content/cache';
import type { Dto } from '../content/dto';
import { ENDPOINTS, supportMeasures } from '../content/endpoints';
import { listDocuments } from '../content/service';
import { payloadClient } from '../payload';
import type { PassportSite } from '../sites/passport/content';
import { pageUrl, projectColumns, records, siteColumns, supportColumns } from './records';

/**
 * The open data (docs/decisions/031-site-passport-and-open-data.md): the published production sites as GeoJSON and
 * CSV, the preferential zones as GeoJSON, the investment offers and the support measures as CSV, in one language
 * (`?lang=` or the `Language` header). Built from the same cached public reads as the API's lists, and kept in Next's
 * data cache under the families' tags: a publish in the back office makes the next download fresh.
 */
const MESSAGES = { ru, en, tr, zh } as const;

type Source = { collection: CollectionSlug; tag: ContentTag; where?: Where };

/** What each file is made of: the collections (and their cache tags) its records and its update date come from. */
const SOURCES: Record<OpenDatasetKey, Source> = {
  sites: { collection: 'production-sites', tag: 'production-site' },
  sitesTable: { collection: 'production-sites', tag: 'production-site' },
  zones: { collection: 'settings', tag: 'setting', where: { key: { in: PREFERENTIAL_ZONES.map((zone) => zone.setting) } } },
  projects: { collection: 'invest-projects', tag: 'invest-project' },
  supportMeasures: { collection: 'support-measures', tag: 'support-measures' },
};

const tagsOf = (key: OpenDatasetKey, locale: Locale) => [SOURCES[key].tag, 'locale:' + locale];

export type OpenFile = { body: string; contentType: string; filename: string; updatedAt: string | null };

type Feature = { type: 'Feature'; id: number | string; geometry: { type: 'Point'; coordinates: [number, number] } | null; properties: Record<string, unknown> };

const featureCollection = (features: Feature[]) => JSON.stringify({ type: 'FeatureCollection', features });
const point = (lat: unknown, lng: unknown): Feature['geometry'] =>
  typeof lat === 'number' && typeof lng === 'number' ? { type: 'Point', coordinates: [lng, lat] } : null;

async function sites(locale: Locale): Promise<PassportSite[]> {
  return (await listDocuments(ENDPOINTS.productionSites.source, { locale })).items as PassportSite[];
}

/** The body of one file. */
async function build(key: OpenDatasetKey, locale: Locale): Promise<{ body: string; count: number }> {
  const origin = env.PUBLIC_URL;
  switch (key) {
    case 'sites': {
      const list = await sites(locale);
      const columns = siteColumns(origin, locale);
      const features = list.map((site): Feature => ({
        type: 'Feature',
        id: site.id,
        geometry: point(site.coordinates?.lat, site.coordinates?.lng),
        properties: Object.fromEntries(columns.map(([name, get]) => [name, get(site) ?? null])),
      }));
      return { body: featureCollection(features), count: features.length };
    }
    case 'sitesTable': {
      const list = await sites(locale);
      const { header, rows } = records(siteColumns(origin, locale), list);
      return { body: toCsv(header, rows), count: rows.length };
    }
    case 'zones': {
      const settings = (await listDocuments(ENDPOINTS.setting.source, { locale })).items;
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'investMap.zones' });
      const features = PREFERENTIAL_ZONES.map((zone): Feature => {
        const setting = settings.find((s) => s.key === zone.setting);
        return {
          type: 'Feature',
          id: zone.key,
          geometry: point(zone.lat, zone.lng),
          properties: {
            id: zone.key,
            name: (typeof setting?.title === 'string' && setting.title) || t(zone.key),
            regime: zone.regime,
            url: pageUrl(origin, locale, routePath(zone.route)),
          },
        };
      });
      return { body: featureCollection(features), count: features.length };
    }
    case 'projects': {
      const { items } = await listDocuments(ENDPOINTS.investProject.source, { locale });
      const { header, rows } = records(projectColumns(origin, locale), items);
      return { body: toCsv(header, rows), count: rows.length };
    }
    case 'supportMeasures': {
      const groups = await Promise.all(
        SUPPORT_GROUPS.map(async (group) => (await listDocuments(supportMeasures(group)!.source, { locale })).items.map((item) => ({ ...item, group }) as Dto & { group: typeof group })),
      );
      const { header, rows } = records(supportColumns(origin, locale), groups.flat());
      return { body: toCsv(header, rows), count: rows.length };
    }
  }
}

/** When the newest published record of a file's collection was saved, as a Krasnoyarsk day; null when it has none. */
async function updatedAt(key: OpenDatasetKey): Promise<string | null> {
  const { collection, where } = SOURCES[key];
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection,
    where,
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    draft: false,
    overrideAccess: false,
    depth: 0,
    select: { updatedAt: true } as never,
  });
  const stamp = (docs[0] as { updatedAt?: string } | undefined)?.updatedAt;
  return stamp ? krasnoyarskDate(stamp) : null;
}

const MEDIA_TYPES: Record<OpenDataset['format'], string> = {
  GeoJSON: 'application/geo+json; charset=utf-8',
  CSV: 'text/csv; charset=utf-8; header=present',
};

/** One file of the open data in `locale`. */
export async function openDataFile(key: OpenDatasetKey, locale: Locale): Promise<OpenFile> {
  const dataset = OPEN_DATASETS.find((d) => d.key === key)!;
  const [{ body }, date] = await Promise.all([
    cachedRead(['open-data', key, locale], tagsOf(key, locale), () => build(key, locale)),
    cachedRead(['open-data-date', key], [SOURCES[key].tag], () => updatedAt(key)),
  ]);
  return { body, contentType: MEDIA_TYPES[dataset.format], filename: dataset.file, updatedAt: date };
}

/** The catalogue of the /open-data page: every file with its update date and its number of records. */
export async function openDataCatalogue(locale: Locale): Promise<OpenDataEntry[]> {
  return Promise.all(
    OPEN_DATASETS.map(async (dataset) => {
      const [{ count }, date] = await Promise.all([
        cachedRead(['open-data', dataset.key, locale], tagsOf(dataset.key, locale), () => build(dataset.key, locale)),
        cachedRead(['open-data-date', dataset.key], [SOURCES[dataset.key].tag], () => updatedAt(dataset.key)),
      ]);
      return { key: dataset.key, file: dataset.file, format: dataset.format, path: openDataPath(dataset.file), updatedAt: date, count };
    }),
  );
}
