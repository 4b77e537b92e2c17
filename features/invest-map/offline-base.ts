import 'server-only';
import countries from 'world-atlas/countries-50m.json';
import type { Topology } from 'topojson-specification';
import { offlineBase } from './base-map';
import krai from './data/krai-layers.json';

/**
 * The offline base — Natural Earth 1:50m countries (npm `world-atlas`) and the krai's layers (border, rivers, railways;
 * docs/decisions/035) — for the routes that serve it at build time.
 */
export const kraiBase = () =>
  offlineBase(countries as unknown as Parameters<typeof offlineBase>[0] & Topology, krai as unknown as Parameters<typeof offlineBase>[1]);
