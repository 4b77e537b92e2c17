import { getFormatter, getTranslations } from 'next-intl/server';
import { EVENT_TIME_ZONE } from '@/lib/events/time';

const WHEN = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: EVENT_TIME_ZONE } as const;

/** When an event takes place, in the region's time (whatever the reader's zone): a start, or a range to its end. */
export async function EventTime({ date, endDate }: { date: string; endDate?: string | null }) {
  const format = await getFormatter();
  const t = await getTranslations('events');
  const start = new Date(date);
  const end = endDate ? new Date(endDate) : null;
  const text = end && end.getTime() > start.getTime() ? format.dateTimeRange(start, end, WHEN) : format.dateTime(start, WHEN);
  return (
    <span className="event-time">
      <time dateTime={date}>{text}</time> <span className="event-time__zone">{t('timeZone')}</span>
    </span>
  );
}
