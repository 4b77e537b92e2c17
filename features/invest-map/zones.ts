import type { Messages } from 'next-intl';
import { PREFERENTIAL_ZONES, type PreferentialZone } from '@/lib/preferential-zones';

/** A zone's name when its setting has no title: `investMap.zones.<key>`. */
type ZoneKey = keyof Messages['investMap']['zones'];

/** The preferential zones on the map (ADR 020); their positions, pages and settings are in lib/preferential-zones.ts. */
export const MAP_ZONES: ReadonlyArray<PreferentialZone & { key: ZoneKey }> = PREFERENTIAL_ZONES;
