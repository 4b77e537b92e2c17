import { getLocale, getTranslations } from 'next-intl/server';
import { calendarDateText, krasnoyarskDate } from '@/lib/submissions/deadlines';
import { ReportInaccuracyButton } from './report-inaccuracy-button';

/**
 * The foot of a content page: when its content was last updated («Обновлено 12 ноября 2026 г.», the Krasnoyarsk date
 * in the page's language) and the «Сообщить о неточности» button, which opens the report form the shell mounts.
 */
export async function PageMeta({ updatedAt, report = true }: { updatedAt?: string | null; report?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('pageMeta'), getLocale()]);
  const valid = updatedAt && Number.isFinite(Date.parse(updatedAt)) ? updatedAt : null;
  if (!valid && !report) return null;
  return (
    <aside className="page-meta" aria-label={t('label')} data-testid="page-meta">
      {valid ? (
        <p className="page-meta__updated" data-testid="page-updated">
          {t.rich('updated', {
            date: calendarDateText(krasnoyarskDate(valid), locale),
            time: (chunks) => <time dateTime={valid}>{chunks}</time>,
          })}
        </p>
      ) : null}
      {report ? <ReportInaccuracyButton label={t('report')} /> : null}
    </aside>
  );
}

/** The latest of a page's dates (its header's and its content's): the page is as fresh as its newest part. */
export function latestDate(...dates: Array<string | null | undefined>): string | null {
  const valid = dates.filter((date): date is string => !!date && Number.isFinite(Date.parse(date)));
  return valid.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}
