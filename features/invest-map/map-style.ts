import type { StyleSpecification } from 'maplibre-gl';
import type { BaseMapConfig } from './types';

export const OFFLINE_BASE_URL = '/invest-map-base.json';
/** The offline base's colours, shared by the map's style and its preview picture (preview.ts). */
export const BASE_COLOURS = { sea: '#d6e4f0', home: '#f7f5ef', neighbour: '#e6e4de', border: '#8e99a6' } as const;

export const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>';

/**
 * The base map (ADR 020): the configured style, or raster tiles from the configured template, or — with neither — the
 * offline Natural Earth base served by this app. Never OpenStreetMap's public tile servers.
 */
export function mapStyle(base: BaseMapConfig): string | StyleSpecification {
  if (base.styleUrl) return base.styleUrl;
  if (base.tilesUrl) {
    return {
      version: 8,
      sources: { tiles: { type: 'raster', tiles: [base.tilesUrl], tileSize: 256, attribution: base.attribution ?? '' } },
      layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
    };
  }
  return {
    version: 8,
    sources: { base: { type: 'geojson', data: OFFLINE_BASE_URL, attribution: NATURAL_EARTH } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASE_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'base', paint: { 'fill-color': ['case', ['get', 'home'], BASE_COLOURS.home, BASE_COLOURS.neighbour] } },
      { id: 'borders', type: 'line', source: 'base', paint: { 'line-color': BASE_COLOURS.border, 'line-width': ['case', ['get', 'home'], 1.2, 0.6] } },
    ],
  };
}

/** A style JSON brings its own attribution; the configured one is added to it (a tile template carries it itself). */
export const extraAttribution = (base: BaseMapConfig) => (base.styleUrl && base.attribution ? base.attribution : undefined);
