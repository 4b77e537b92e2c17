import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mapStyle, OFFLINE_BASE_URL } from './map-style';

const offline = mapStyle({ styleUrl: null, tilesUrl: null, attribution: null }) as StyleSpecification;

describe('the map style', () => {
  it('draws the offline base from the app’s own file: land, borders, then the krai’s regions, rivers, railways and border on top', () => {
    expect(offline.sources).toEqual({ base: expect.objectContaining({ type: 'geojson', data: OFFLINE_BASE_URL }) });
    expect(offline.layers.map((layer) => layer.id)).toEqual(['sea', 'land', 'borders', 'regions', 'rivers', 'rails', 'rail-dashes', 'krai']);
    const filterOf = (id: string) => (offline.layers.find((layer) => layer.id === id) as { filter?: unknown }).filter;
    expect(filterOf('land')).toEqual(['==', ['get', 'layer'], 'country']);
    expect(filterOf('rivers')).toEqual(['==', ['get', 'layer'], 'river']);
    expect(filterOf('rail-dashes')).toEqual(['==', ['get', 'layer'], 'rail']);
    expect(filterOf('krai')).toEqual(['==', ['get', 'layer'], 'krai']);
    // No text layer: a style drawing text would need glyph files from a server (the labels are the page's own text).
    expect(offline.glyphs).toBeUndefined();
    expect(offline.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('uses a configured style or tile server instead, never OpenStreetMap’s', () => {
    expect(mapStyle({ styleUrl: 'https://maps.example/style.json', tilesUrl: null, attribution: null })).toBe('https://maps.example/style.json');
    const tiles = mapStyle({ styleUrl: null, tilesUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' }) as StyleSpecification;
    expect(JSON.stringify(tiles)).not.toMatch(/openstreetmap/);
    expect(tiles.layers.map((layer) => layer.id)).toEqual(['tiles']);
  });
});
