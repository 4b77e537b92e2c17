import type { RouteKey } from '@/lib/routes';
import type { Regime } from '@/lib/sites/vocabulary';

/**
 * The region's preferential zones (ADR 020): each is a fixed page with its text in /setting/{n}; its position (WGS 84,
 * the zone's main site or centre) and its regime in the site vocabulary live here, next to its route. The investment
 * map draws them; the open data publishes them (zones.geojson). `key` is also the zone's stable id and the key of its
 * fallback name, `investMap.zones.<key>`.
 */
export const PREFERENTIAL_ZONES = [
  // SEZ "Krasnoyarsk Technology Valley": Krasnoyarsk, Akademgorodok.
  { key: 'sez', regime: 'sez', setting: 5, route: 'zoneSez', lat: 55.9962, lng: 92.7766 },
  // Priority development area "Zheleznogorsk".
  { key: 'adt', regime: 'tor', setting: 6, route: 'zoneAdt', lat: 56.2217, lng: 93.5822 },
  // Industrial cluster: the Krasnoyarsk industrial district on the right bank.
  { key: 'cluster', regime: 'cluster', setting: 7, route: 'zoneCluster', lat: 55.9921, lng: 93.0096 },
  // The Arctic zone of the region: Norilsk, its industrial centre.
  { key: 'arctic', regime: 'arctic', setting: 9, route: 'arctics', lat: 69.3558, lng: 88.1893 },
] as const satisfies ReadonlyArray<{ key: string; regime: Regime; setting: number; route: RouteKey; lat: number; lng: number }>;

export type PreferentialZone = (typeof PREFERENTIAL_ZONES)[number];
