import { hasLocale } from 'next-intl';
import { newsFeedResponse } from '@/features/news/api/news-feed';
import { routing } from '@/i18n/routing';

/** GET /{locale}/rss.xml: the news feed of a language (Russian's is /rss.xml, app/rss.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  return newsFeedResponse(locale);
}
