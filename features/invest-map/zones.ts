import type { Messages } from 'next-intl';
import type { RouteKey } from '@/lib/routes';

/** A zone's name when its setting has no title: `investMap.zones.<key>`. */
type ZoneKey = keyof Messages['investMap']['zones'];

/**
 * The preferential zones on the map (ADR 020). A zone is a fixed page with its text in /setting/{n}; its position
 * (WGS 84, the zone's main site or centre) lives here, next to its route.
 */
export const MAP_ZONES: ReadonlyArray<{ key: ZoneKey; setting: number; route: RouteKey; lat: number; lng: number }> = [
  // SEZ "Krasnoyarsk Technology Valley": Krasnoyarsk, Akademgorodok.
  { key: 'sez', setting: 5, route: 'zoneSez', lat: 55.9962, lng: 92.7766 },
  // Priority development area "Zheleznogorsk".
  { key: 'adt', setting: 6, route: 'zoneAdt', lat: 56.2217, lng: 93.5822 },
  // Industrial cluster: the Krasnoyarsk industrial district on the right bank.
  { key: 'cluster', setting: 7, route: 'zoneCluster', lat: 55.9921, lng: 93.0096 },
  // The Arctic zone of the region: Norilsk, its industrial centre.
  { key: 'arctic', setting: 9, route: 'arctics', lat: 69.3558, lng: 88.1893 },
];
