import type { Position } from 'geojson';
import { isCountry, type OfflineBase } from './base-map';
import { BASE_WINDOW, KRAI_BOUNDS } from './bounds';
import { BASE_COLOURS } from './map-style';

/**
 * The map's preview (ADR 020): the offline base drawn once as an SVG file, in Web Mercator like the map itself, and
 * the objects as dots over it, shown until the interactive map is asked for. Coordinates are "Mercator degrees":
 * x is the longitude, y is −(180/π)·ln(tan(π/4 + φ/2)) (north is up, as in SVG), so one unit across is one degree
 * of longitude at any latitude.
 */
export function mercatorY(lat: number): number {
  const phi = (lat * Math.PI) / 180;
  return (-180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + phi / 2));
}

/** Served by app/invest-map-preview.svg, built once from the offline base. */
export const PREVIEW_URL = '/invest-map-preview.svg';

export type Box = { x: number; y: number; width: number; height: number };

const round = (n: number) => Math.round(n * 100) / 100;

function boxOf(west: number, south: number, east: number, north: number, padding = 0): Box {
  const top = mercatorY(north);
  const height = mercatorY(south) - top;
  const width = east - west;
  return { x: round(west - width * padding), y: round(top - height * padding), width: round(width * (1 + 2 * padding)), height: round(height * (1 + 2 * padding)) };
}

/** What the preview frames: the krai, as the map's first view does (its fitBounds padding is ~3 % of the frame). */
export const PREVIEW_VIEW: Box = boxOf(KRAI_BOUNDS[0][0], KRAI_BOUNDS[0][1], KRAI_BOUNDS[1][0], KRAI_BOUNDS[1][1], 0.03);
/** What the base picture covers: the offline base's window, so the frame is filled on either side of the krai. */
export const PREVIEW_BASE: Box = boxOf(BASE_WINDOW.west, BASE_WINDOW.south, BASE_WINDOW.east, BASE_WINDOW.north);

export const viewBoxOf = (box: Box) => `${box.x} ${box.y} ${box.width} ${box.height}`;

/** A longitude/latitude as a point of the preview. */
export const project = (lng: number, lat: number) => ({ x: round(lng), y: round(mercatorY(lat)) });

/**
 * The picture's own grid: tenths of a unit from its top-left corner (about a pixel at the map's sizes), so that a path
 * is written in small whole numbers.
 */
const GRID = 10;
type Point = [number, number];

/** Sutherland–Hodgman: the part of a ring inside the box (the picture's edges cut the country shapes). */
function clipRing(ring: Point[], box: Box): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p[0] >= box.x, (a, b) => along(a, b, (box.x - a[0]) / (b[0] - a[0]))],
    [(p) => p[0] <= box.x + box.width, (a, b) => along(a, b, (box.x + box.width - a[0]) / (b[0] - a[0]))],
    [(p) => p[1] >= box.y, (a, b) => along(a, b, (box.y - a[1]) / (b[1] - a[1]))],
    [(p) => p[1] <= box.y + box.height, (a, b) => along(a, b, (box.y + box.height - a[1]) / (b[1] - a[1]))],
  ];
  let points = ring;
  for (const [inside, cross] of edges) {
    const kept: Point[] = [];
    points.forEach((point, i) => {
      const previous = points[(i + points.length - 1) % points.length]!;
      if (inside(point)) {
        if (!inside(previous)) kept.push(cross(previous, point));
        kept.push(point);
      } else if (inside(previous)) kept.push(cross(previous, point));
    });
    points = kept;
    if (!points.length) break;
  }
  return points;
}
const along = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Points on the picture's grid, with those that round to the one before dropped. */
function onGrid(points: Point[]): Point[] {
  const grid = points.map(([x, y]): Point => [Math.round((x - PREVIEW_BASE.x) * GRID), Math.round((y - PREVIEW_BASE.y) * GRID)]);
  return grid.filter((point, i) => i === 0 || point[0] !== grid[i - 1]![0] || point[1] !== grid[i - 1]![1]);
}
const relative = (points: Point[]) => points.slice(1).map((point, i) => `${point[0] - points[i]![0]} ${point[1] - points[i]![1]}`).join(' ').replace(/ -/g, '-');
const mercator = (positions: Position[]) => positions.map(([lng, lat]) => [lng!, mercatorY(lat!)] as Point);

/** A ring as a relative path on the grid: points that round to the one before are dropped, and so are specks. */
function ringPath(ring: Position[]): string | null {
  const kept = onGrid(clipRing(mercator(ring), PREVIEW_BASE));
  if (kept.length < 3) return null;
  const xs = kept.map((p) => p[0]), ys = kept.map((p) => p[1]);
  if (Math.max(...xs) - Math.min(...xs) < 2 && Math.max(...ys) - Math.min(...ys) < 2) return null;
  return `M${kept[0]![0]} ${kept[0]![1]}l${relative(kept)}z`;
}

/** A line (a river, a railway, a border) as a relative path on the grid; the krai's layers lie inside the picture. */
function linePath(line: Position[]): string | null {
  const kept = onGrid(mercator(line));
  return kept.length < 2 ? null : `M${kept[0]![0]} ${kept[0]![1]}l${relative(kept)}`;
}

function linesOf(geometry: OfflineBase['features'][number]['geometry']): Position[][] {
  switch (geometry.type) {
    case 'LineString': return [geometry.coordinates];
    case 'MultiLineString': return geometry.coordinates;
    case 'Polygon': return geometry.coordinates;
    case 'MultiPolygon': return geometry.coordinates.flat();
    default: return [];
  }
}

/**
 * The base as an SVG document, as map-style.ts draws it: sea, land (Russia lighter than its neighbours) and borders,
 * then the krai's neighbours' borders, rivers, railways and the krai's own border.
 */
export function previewSvg(base: OfflineBase): string {
  const paths = base.features.filter(isCountry).map((feature) => {
    const d = feature.geometry.coordinates.flat().map(ringPath).filter(Boolean).join('');
    const home = feature.properties.home;
    return d ? `<path d="${d}" fill="${home ? BASE_COLOURS.home : BASE_COLOURS.neighbour}" stroke-width="${home ? 1.2 : 0.6}"/>` : '';
  });
  const lines = (layer: string) =>
    base.features.filter((feature) => feature.properties.layer === layer).flatMap((feature) => linesOf(feature.geometry)).map(linePath).filter(Boolean).join('');
  const width = Math.round(PREVIEW_BASE.width * GRID), height = Math.round(PREVIEW_BASE.height * GRID);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">` +
    `<rect width="${width}" height="${height}" fill="${BASE_COLOURS.sea}"/>` +
    `<g stroke="${BASE_COLOURS.border}" stroke-linejoin="round" fill-rule="evenodd">${paths.join('')}</g>` +
    `<g fill="none" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="${lines('region')}" stroke="${BASE_COLOURS.region}" stroke-width="0.8" stroke-dasharray="4 3"/>` +
    `<path d="${lines('river')}" stroke="${BASE_COLOURS.river}" stroke-width="1.2"/>` +
    `<path d="${lines('rail')}" stroke="${BASE_COLOURS.rail}" stroke-width="1.2"/>` +
    `<path d="${lines('krai')}" stroke="${BASE_COLOURS.krai}" stroke-width="2"/></g></svg>`
  );
}
