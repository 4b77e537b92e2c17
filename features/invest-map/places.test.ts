import { gzipSync } from 'node:zlib';
import type { LineString, MultiLineString, MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import type { KraiFeature } from './base-map';
import krai from './data/krai-layers.json';
import { PLACES, placesAt } from './places';

const features = (krai as { features: KraiFeature[] }).features;
const border = features.find((f) => f.properties.layer === 'krai')!.geometry as MultiPolygon;
const lines = (layer: string): Position[][] =>
  features.filter((f) => f.properties.layer === layer).flatMap((f) => {
    const geometry = f.geometry as LineString | MultiLineString;
    return geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  });

/** Ray casting over the outer rings of the krai's polygons (its islands included). */
function inKrai([x, y]: [number, number]): boolean {
  return border.coordinates.some(([ring]) => {
    let inside = false;
    for (let i = 0, j = ring!.length - 1; i < ring!.length; j = i++) {
      const [xi, yi] = ring![i]!, [xj, yj] = ring![j]!;
      if ((yi! > y) !== (yj! > y) && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
    return inside;
  });
}

/** The distance, in degrees, from a point to the nearest vertex of a layer's lines. */
const nearest = (layer: string, [x, y]: [number, number]) => Math.min(...lines(layer).flat().map(([px, py]) => Math.hypot(px! - x, py! - y)));

const TOWNS = { krasnoyarsk: [92.87, 56.01], norilsk: [88.2, 69.35], achinsk: [90.5, 56.27], kansk: [95.72, 56.2], igarka: [86.58, 67.47] } as const;

describe('the krai layers of the offline base', () => {
  it('outline the krai: its towns inside, the neighbouring regions’ capitals outside', () => {
    for (const point of Object.values(TOWNS)) expect(inKrai([...point])).toBe(true);
    for (const point of [[86.09, 55.35], [84.97, 56.5], [94.45, 51.72], [101.63, 56.15], [73.4, 61.25]] as const) expect(inKrai([...point])).toBe(false);
  });

  it('draw the Yenisei past Igarka and Krasnoyarsk, the Angara and Lower Tunguska, and the railway through Achinsk, Krasnoyarsk and Kansk', () => {
    expect(nearest('river', [86.58, 67.47])).toBeLessThan(0.15);
    expect(nearest('river', [92.87, 56.01])).toBeLessThan(0.35);
    expect(nearest('river', [99.18, 58.6])).toBeLessThan(0.25);
    expect(nearest('river', [100.22, 64.28])).toBeLessThan(0.15);
    for (const town of ['achinsk', 'krasnoyarsk', 'kansk'] as const) expect(nearest('rail', [...TOWNS[town]])).toBeLessThan(0.05);
    expect(nearest('rail', [88.2, 69.35]), 'the Norilsk railway').toBeLessThan(0.05);
  });

  it('stay a small file: under 25 KB gzipped', () => {
    expect(gzipSync(JSON.stringify(krai)).length).toBeLessThan(25_000);
  });
});

describe('the labelled places', () => {
  const catalogues = { ru, en, tr, zh };

  it('are named in all four languages, in each language’s own script', () => {
    for (const place of PLACES) {
      for (const [locale, messages] of Object.entries(catalogues)) {
        const name = (messages.investMap.places as Record<string, string>)[place.key];
        expect(name, `${locale}: ${place.key}`).toBeTruthy();
      }
      expect(ru.investMap.places[place.key]).toMatch(/^[А-ЯЁ][А-ЯЁа-яё -]+$/);
      expect(en.investMap.places[place.key]).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(zh.investMap.places[place.key]).toMatch(/^[\u4e00-\u9fff]+$/);
    }
    expect(tr.investMap.places.achinsk).toBe('Açinsk');
    expect(zh.investMap.places.yenisei).toBe('叶尼塞河');
  });

  it('place the krai’s towns inside it, the neighbours’ outside, and each river’s name by its line', () => {
    for (const place of PLACES) {
      if (place.kind === 'river') expect(nearest('river', [place.lng, place.lat]), place.key).toBeLessThan(0.3);
      else expect(inKrai([place.lng, place.lat]), place.key).toBe(place.kind !== 'neighbour');
    }
  });

  it('show the capital and Norilsk at any zoom, more towns as the map zooms in, all of them from zoom 6', () => {
    const keys = (zoom: number) => placesAt(zoom).map((place) => place.key);
    expect(keys(1)).toEqual(['krasnoyarsk', 'norilsk']);
    expect(keys(3)).toEqual(expect.arrayContaining(['kansk', 'lesosibirsk', 'minusinsk', 'tura', 'khatanga']));
    expect(keys(3)).not.toContain('zheleznogorsk');
    expect(keys(5)).toContain('zheleznogorsk');
    expect(keys(6)).toHaveLength(PLACES.length);
    expect(new Set(PLACES.map((place) => place.key)).size).toBe(PLACES.length);
  });
});
