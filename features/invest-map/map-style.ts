import type { FilterSpecification, StyleSpecification } from 'maplibre-gl';
import type { BaseMapConfig } from './types';

export const OFFLINE_BASE_URL = '/invest-map-base.json';
/** The offline base's colours, shared by the map's style and its preview picture (preview.ts). */
export const BASE_COLOURS = {
  sea: '#d6e4f0',
  home: '#f7f5ef',
  neighbour: '#e6e4de',
  border: '#8e99a6',
  /** The krai's own border, its neighbouring regions' borders, rivers and railways. */
  krai: '#b24a2e',
  region: '#9aa3ad',
  river: '#5d9bcf',
  rail: '#4d4a45',
} as const;

export const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>';

const layerIs = (layer: string): FilterSpecification => ['==', ['get', 'layer'], layer];

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
      { id: 'land', type: 'fill', source: 'base', filter: layerIs('country'), paint: { 'fill-color': ['case', ['get', 'home'], BASE_COLOURS.home, BASE_COLOURS.neighbour] } },
      { id: 'borders', type: 'line', source: 'base', filter: layerIs('country'), paint: { 'line-color': BASE_COLOURS.border, 'line-width': ['case', ['get', 'home'], 1.2, 0.6] } },
      { id: 'regions', type: 'line', source: 'base', filter: layerIs('region'), paint: { 'line-color': BASE_COLOURS.region, 'line-width': 0.8, 'line-dasharray': [3, 2] } },
      { id: 'rivers', type: 'line', source: 'base', filter: layerIs('river'), layout: { 'line-join': 'round', 'line-cap': 'round' }, paint: { 'line-color': BASE_COLOURS.river, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 7, 2.5] } },
      { id: 'rails', type: 'line', source: 'base', filter: layerIs('rail'), layout: { 'line-join': 'round' }, paint: { 'line-color': BASE_COLOURS.rail, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 7, 3] } },
      // The railway's dashes: white over the dark line, as printed maps draw it.
      { id: 'rail-dashes', type: 'line', source: 'base', filter: layerIs('rail'), minzoom: 5, paint: { 'line-color': '#ffffff', 'line-width': 1.5, 'line-dasharray': [3, 3] } },
      { id: 'krai', type: 'line', source: 'base', filter: layerIs('krai'), layout: { 'line-join': 'round' }, paint: { 'line-color': BASE_COLOURS.krai, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 7, 3] } },
    ],
  };
}

/** A style JSON brings its own attribution; the configured one is added to it (a tile template carries it itself). */
export const extraAttribution = (base: BaseMapConfig) => (base.styleUrl && base.attribution ? base.attribution : undefined);
