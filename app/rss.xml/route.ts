import { newsFeedResponse } from '@/features/news/api/news-feed';
import { routing } from '@/i18n/routing';

/**
 * GET /rss.xml: the Russian news feed. A path with a dot never reaches proxy.ts (its matcher skips files), so the
 * prefix-less Russian path is not rewritten to /ru/… and needs its own route; the others are /{locale}/rss.xml.
 */
/** Rendered per request from cached reads: never at build time, when the API is not up. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return newsFeedResponse(routing.defaultLocale);
}
