import { kraiBase } from '@/features/invest-map/offline-base';

/** The investment map's offline base (Natural Earth via world-atlas), computed once at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(kraiBase()), { headers: { 'Content-Type': 'application/geo+json; charset=utf-8' } });
}
