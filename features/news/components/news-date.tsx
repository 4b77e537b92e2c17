import { getFormat } from '@/i18n/get-format';

/** A news item's publication date in the reader's language. */
export async function NewsDate({ date, className }: { date: string; className?: string }) {
  const format = await getFormat();
  return (
    <time className={className} dateTime={date}>
      {format.date(date)}
    </time>
  );
}
