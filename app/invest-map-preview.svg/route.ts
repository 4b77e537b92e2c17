import { kraiBase } from '@/features/invest-map/offline-base';
import { previewSvg } from '@/features/invest-map/preview';

/** The investment map's preview picture (features/invest-map/preview.ts), drawn once at build time. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(previewSvg(kraiBase()), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
