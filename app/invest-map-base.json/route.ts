import countries from 'world-atlas/countries-50m.json';
import type { Topology } from 'topojson-specification';
import { offlineBase } from '@/features/invest-map/base-map';

/** The investment map's offline base (Natural Earth via world-atlas), computed once at build time. */
export const dynamic = 'force-static';

export function GET() {
  const body = JSON.stringify(offlineBase(countries as unknown as Parameters<typeof offlineBase>[0] & Topology));
  return new Response(body, { headers: { 'Content-Type': 'application/geo+json; charset=utf-8' } });
}
