import 'server-only';
import countries from 'world-atlas/countries-50m.json';
import type { Topology } from 'topojson-specification';
import { offlineBase } from './base-map';

/** The offline base of Natural Earth 1:50m countries (npm `world-atlas`), for the routes that serve it at build time. */
export const kraiBase = () => offlineBase(countries as unknown as Parameters<typeof offlineBase>[0] & Topology);
