import type { RouteKey } from '@/lib/routes';

/** The preferential zones of §2 in the order of the list, each with its page and its numbered text (ADR 010). */
export const ZONES = [
  { route: 'arctics', setting: 9 },
  { route: 'zoneSez', setting: 5 },
  { route: 'zoneAdt', setting: 6 },
  { route: 'zoneCluster', setting: 7 },
] as const satisfies ReadonlyArray<{ route: RouteKey; setting: number }>;
