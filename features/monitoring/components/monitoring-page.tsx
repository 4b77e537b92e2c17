import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { serverGet } from '@/lib/api/server';
import type { ResponseStatistics } from '@/lib/submissions/statistics';
import { ResponseChart } from './response-chart';
import { ResponseMonthsTable, ResponseSummaryTable } from './response-tables';
import './monitoring.css';

/** The page is built again from fresh figures at least this often (the figures' own cache is shorter). */
const REFRESH_SECONDS = 3600;

/**
 * /liniya-pryamih-obrasheniy/monitoring: how fast the agency answered over the last 90 days and month by month
 * (GET /statistics/responses), as tables and a bar chart whose text alternative is the months table.
 */
export async function MonitoringPage({ locale }: { locale: string }) {
  const statistics = await serverGet<ResponseStatistics>('/statistics/responses', { locale, tags: [], revalidate: REFRESH_SECONDS });
  const t = await getTranslations('monitoring');
  const format = await getFormat();
  const day = (date: string) => format.date(date);
  return (
    <div className="monitoring" data-testid="monitoring">
      <p className="page-lead">{t('lead')}</p>
      <p className="monitoring__period">{t('period', { from: day(statistics.from), to: day(statistics.to) })}</p>
      <section aria-labelledby="monitoring-summary-title">
        <h2 id="monitoring-summary-title">{t('summaryTitle')}</h2>
        <ResponseSummaryTable appeals={statistics.appeals} requests={statistics.requests} caption={t('summaryTitle')} />
      </section>
      <section aria-labelledby="monitoring-months-title">
        <h2 id="monitoring-months-title">{t('monthsTitle')}</h2>
        <ResponseChart months={statistics.months} />
        <ResponseMonthsTable months={statistics.months} caption={t('monthsTitle')} />
      </section>
      <p className="monitoring__notes">{t('notes')}</p>
    </div>
  );
}
