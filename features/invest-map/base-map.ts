import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASE_WINDOW } from './bounds';


type Box = typeof BASE_WINDOW;

function ringBox(ring: Position[]) {
  let west = Infinity, south = Infinity, east = -Infinity, north = -Infinity;
  for (const [x, y] of ring) {
    west = Math.min(west, x!); east = Math.max(east, x!); south = Math.min(south, y!); north = Math.max(north, y!);
  }
  return { west, south, east, north };
}

const overlaps = (a: Box | ReturnType<typeof ringBox>, b: Box) => a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
const round = (ring: Position[]) => ring.map(([x, y]) => [Math.round(x! * 100) / 100, Math.round(y! * 100) / 100]);

/**
 * world-atlas stitches the antimeridian cuts away (Russia's Chukotka runs on past 180°, to −169°): a planar renderer
 * would draw such a ring across the whole world and the country as a hole. West longitudes of a ring that crosses
 * 180° are moved east of it (−169° → 191°), which MapLibre draws as the world's next copy.
 */
export function unwrapRing(ring: Position[]): Position[] {
  const crosses = ring.some((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180);
  return crosses ? ring.map(([x, y]) => [x! < 0 ? x! + 360 : x!, y!]) : ring;
}

/** The polygons of a (multi)polygon that reach into the window, with coordinates rounded to ~1 km. */
export function polygonsIn(geometry: Polygon | MultiPolygon, box: Box = BASE_WINDOW): MultiPolygon | null {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((rings) => rings.map(unwrapRing));
  const kept = polygons.filter((rings) => rings[0] && overlaps(ringBox(rings[0]), box)).map((rings) => rings.map(round));
  return kept.length ? { type: 'MultiPolygon', coordinates: kept } : null;
}

/** A country of the offline base; Russia is `home`, so the style draws it apart from its neighbours. */
export type CountryFeature = Feature<MultiPolygon, { layer: 'country'; name: string; home: boolean }>;
/**
 * The krai's own layers (features/invest-map/data/krai-layers.json, scripts/map-base/derive-krai-layers.py): the krai's
 * border (`krai`), its neighbours' borders (`region`), rivers (`river`) and the main railway lines (`rail`).
 */
export type KraiLayer = 'krai' | 'region' | 'river' | 'rail';
export type KraiFeature = Feature<Geometry, { layer: KraiLayer; river?: string; line?: string }>;
export type BaseFeature = CountryFeature | KraiFeature;
export type OfflineBase = FeatureCollection<BaseFeature['geometry'], BaseFeature['properties']> & { features: BaseFeature[] };

export const isCountry = (feature: BaseFeature): feature is CountryFeature => feature.properties.layer === 'country';

/**
 * The offline base of the investment map: Natural Earth 1:50m countries (public domain, npm `world-atlas`) around
 * the krai, then the krai's own layers over them, as one GeoJSON (docs/decisions/035).
 */
export function offlineBase(
  topology: Topology<{ countries: GeometryCollection<{ name: string }> }>,
  krai: FeatureCollection<Geometry, { layer: KraiLayer }>,
): OfflineBase {
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  const features: BaseFeature[] = [];
  for (const country of countries.features) {
    if (!country.geometry) continue;
    const geometry = polygonsIn(country.geometry);
    if (geometry) features.push({ type: 'Feature', properties: { layer: 'country', name: country.properties.name, home: country.id === '643' }, geometry });
  }
  for (const layer of krai.features) features.push(layer as KraiFeature);
  return { type: 'FeatureCollection', features };
}
