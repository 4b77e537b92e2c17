import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';

/** When an event takes place, in the region's time (whatever the reader's zone): a start, or a range to its end. */
export async function EventTime({ date, endDate }: { date: string; endDate?: string | null }) {
  const format = await getFormat();
  const t = await getTranslations('events');
  const start = new Date(date);
  const end = endDate ? new Date(endDate) : null;
  const text = end && end.getTime() > start.getTime() ? format.dateRange(start, end, { time: true }) : format.dateTime(start);
  return (
    <span className="event-time">
      <time dateTime={date}>{text}</time> <span className="event-time__zone">{t('timeZone')}</span>
    </span>
  );
}
