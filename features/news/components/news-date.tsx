import { getFormatter } from 'next-intl/server';

/** A news item's publication date in the reader's language. */
export async function NewsDate({ date, className }: { date: string; className?: string }) {
  const format = await getFormatter();
  return (
    <time className={className} dateTime={date}>
      {format.dateTime(new Date(date), { day: 'numeric', month: 'long', year: 'numeric' })}
    </time>
  );
}
