import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { readEvent } from '@/features/events/api/read-events';
import { eventHref } from '@/features/events/paths';
import { eventToIcs } from '@/features/events/ics';
import { localePath } from '@/i18n/locale-path';
import { routing } from '@/i18n/routing';
import { publicOrigin, publicUrl } from '@/lib/seo/site-url';

type Params = { params: Promise<{ locale: string; slug: string }> };

/**
 * GET /events/{slug}/calendar (and /en/…): the event as an iCalendar file to add to a calendar, times in UTC.
 * The event is read through the data cache (tags `event`, `event:<slug>`), so an edit reaches the file too.
 * No extension in the path: proxy.ts skips paths with a dot, and the Russian path needs its locale rewrite.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const event = await readEvent(slug, locale);
  if (!event?.date) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'events' });
  const url = publicUrl(localePath(eventHref(event), locale));
  const ics = eventToIcs({
    uid: `event-${event.id}@${new URL(publicOrigin()).host}`,
    start: new Date(event.date),
    end: event.endDate ? new Date(event.endDate) : null,
    summary: event.title,
    location: [event.place, event.city?.name, t('region')].filter(Boolean).join(', '),
    description: [event.excerpt, url].filter(Boolean).join('\n\n'),
    url,
    stamp: new Date(),
  });
  const filename = `${event.slug || `event-${event.id}`}.ics`.replace(/[^\w.-]/g, '_');
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
