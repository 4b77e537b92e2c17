import { describe, expect, it } from 'vitest';
import * as catalogue from '@/app/api/v1/open-data/route';
import * as projectsCsv from '@/app/api/v1/open-data/projects.csv/route';
import * as sitesCsv from '@/app/api/v1/open-data/sites.csv/route';
import * as sitesGeojson from '@/app/api/v1/open-data/sites.geojson/route';
import * as measuresCsv from '@/app/api/v1/open-data/support-measures.csv/route';
import * as zonesGeojson from '@/app/api/v1/open-data/zones.geojson/route';
import * as projectList from '@/app/api/v1/invest-project/route';
import * as siteList from '@/app/api/v1/proizvodstvennie-ploshadki/route';
import * as measureList from '@/app/api/v1/support-measures/[group]/route';
import { SUPPORT_GROUPS } from '@/lib/support-measures';
import { UTILITY_KEYS } from '@/lib/sites/vocabulary';
import { expect422, getList, type Item } from './helpers';

type Handler = (request: Request) => Promise<Response>;
type Feature = { type: string; id: number | string; geometry: { type: string; coordinates: [number, number] } | null; properties: Record<string, unknown> };

const fetchFile = async (handler: Handler, path: string, language?: string) => {
  const response = await handler(new Request(new URL(path, 'http://localhost/api/v1/'), { headers: language ? { Language: language } : {} }));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The rows of a CSV of lib/csv.ts: every field quoted, `;` between them, CRLF line ends. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

const allSites = async (language?: string) => (await getList(siteList.GET, 'proizvodstvennie-ploshadki?limit=100', { language })).items;

/** GET /open-data and its five files: stable ids, UTF-8 CSV with a header row, GeoJSON that matches the lists. */
describe('open data', () => {
  it('sites.geojson parses, and its features are the published sites of the list, placed where the list says', async () => {
    const { response, bytes } = await fetchFile(sitesGeojson.GET, 'open-data/sites.geojson');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const collection = JSON.parse(bytes.toString('utf8')) as { type: string; features: Feature[] };
    expect(collection.type).toBe('FeatureCollection');
    const sites = await allSites();
    expect(sites.length).toBeGreaterThanOrEqual(8);
    expect(collection.features.map((f) => f.id).sort()).toEqual(sites.map((s) => s.id).sort());
    for (const site of sites) {
      const feature = collection.features.find((f) => f.id === site.id)!;
      expect(feature.type).toBe('Feature');
      expect(feature.properties).toMatchObject({ id: site.id, slug: site.slug, title: site.title });
      expect(feature.properties.url).toBe(`http://localhost:3000/investicionnie-ploshadki/proizvodstvennie-ploshadki/${site.slug}`);
      const { lat, lng } = (site.coordinates ?? {}) as { lat?: number; lng?: number };
      if (typeof lat === 'number' && typeof lng === 'number') expect(feature.geometry).toEqual({ type: 'Point', coordinates: [lng, lat] });
      else expect(feature.geometry).toBeNull();
      for (const key of UTILITY_KEYS) {
        expect(feature.properties).toHaveProperty(`${key}_available`);
        expect(feature.properties).toHaveProperty(`${key}_source`);
        expect(feature.properties).toHaveProperty(`${key}_verified_at`);
      }
      expect(feature.properties).toHaveProperty('electricity_capacity_mw');
    }
  });

  it('sites.csv is UTF-8 with a byte-order mark and a header row, one row per site, in the asked language', async () => {
    const { response, bytes } = await fetchFile(sitesCsv.GET, 'open-data/sites.csv?lang=en', 'zh');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-language')).toBe('en');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Valid UTF-8 throughout.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header!.slice(0, 4)).toEqual(['id', 'slug', 'title', 'url']);
    expect(header).toEqual(expect.arrayContaining(['area_ha', 'regime', 'municipality', 'electricity_verified_at', 'gas_capacity_m3_h', 'water_capacity_m3_day', 'heat_capacity_gcal_h', 'rail_available']));
    const sites = await allSites('en');
    expect(rows).toHaveLength(sites.length);
    for (const row of rows) {
      expect(row).toHaveLength(header!.length);
      const site = sites.find((s) => String(s.id) === row[0])!;
      expect(row[2]).toBe(site.title);
      expect(row[3]).toContain('/en/investicionnie-ploshadki/proizvodstvennie-ploshadki/');
    }
    // Russian when nothing names a language: Cyrillic survives the round trip.
    const russian = parseCsv((await fetchFile(sitesCsv.GET, 'open-data/sites.csv')).bytes.toString('utf8').slice(1));
    expect(russian.slice(1).some((row) => /\p{Script=Cyrillic}/u.test(row[2]!))).toBe(true);
  });

  it('zones.geojson names the four preferential zones with their regimes', async () => {
    const { bytes } = await fetchFile(zonesGeojson.GET, 'open-data/zones.geojson', 'en');
    const collection = JSON.parse(bytes.toString('utf8')) as { features: Feature[] };
    expect(collection.features.map((f) => [f.id, f.properties.regime])).toEqual([
      ['sez', 'sez'],
      ['adt', 'tor'],
      ['cluster', 'cluster'],
      ['arctic', 'arctic'],
    ]);
    for (const feature of collection.features) {
      expect(feature.geometry?.type).toBe('Point');
      expect(feature.properties.name).toEqual(expect.any(String));
      expect(feature.properties.url).toMatch(/^http:\/\/localhost:3000\/en\//);
    }
  });

  it('projects.csv and support-measures.csv hold every published offer and measure with its id', async () => {
    const projects = parseCsv((await fetchFile(projectsCsv.GET, 'open-data/projects.csv')).bytes.toString('utf8').slice(1));
    expect(projects[0]).toEqual(['id', 'slug', 'title', 'url', 'type', 'type_name', 'territory', 'investment_volume', 'resource_base', 'latitude', 'longitude', 'summary']);
    const offers = (await getList(projectList.GET, 'invest-project?limit=100')).items;
    expect(projects.slice(1).map((row) => Number(row[0])).sort()).toEqual(offers.map((o: Item) => o.id).sort());

    const measures = parseCsv((await fetchFile(measuresCsv.GET, 'open-data/support-measures.csv')).bytes.toString('utf8').slice(1));
    expect(measures[0]).toEqual(['id', 'slug', 'group', 'title', 'provider', 'summary', 'link', 'url']);
    const lists = await Promise.all(SUPPORT_GROUPS.map(async (group) => (await getList(measureList.GET as never, `support-measures/${group}`, { params: { group } })).items));
    expect(measures.length - 1).toBe(lists.flat().length);
    expect(new Set(measures.slice(1).map((row) => row[2]))).toEqual(new Set(SUPPORT_GROUPS));
  });

  it('GET /open-data lists the five files with their addresses, record counts and update dates', async () => {
    const result = await getList(catalogue.GET as never, 'open-data');
    expect(result.items.map((item) => item.file)).toEqual(['sites.geojson', 'sites.csv', 'zones.geojson', 'projects.csv', 'support-measures.csv']);
    const sites = await allSites();
    for (const item of result.items as unknown as Array<{ key: string; path: string; count: number; updatedAt: string | null }>) {
      expect(item.path).toBe(`/api/v1/open-data/${(item as unknown as { file: string }).file}`);
      expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (item.key === 'sites' || item.key === 'sitesTable') expect(item.count).toBe(sites.length);
      if (item.key === 'zones') expect(item.count).toBe(4);
    }
  });

  it('answers 422 for an unknown language and 405 for other methods', async () => {
    for (const [handler, path] of [
      [sitesGeojson.GET, 'open-data/sites.geojson'],
      [sitesCsv.GET, 'open-data/sites.csv'],
      [zonesGeojson.GET, 'open-data/zones.geojson'],
      [projectsCsv.GET, 'open-data/projects.csv'],
      [measuresCsv.GET, 'open-data/support-measures.csv'],
      [catalogue.GET, 'open-data'],
    ] as const) {
      await expect422(handler as never, `${path}?lang=de`, 'lang');
    }
    expect(sitesCsv.POST().status).toBe(405);
  });
});
