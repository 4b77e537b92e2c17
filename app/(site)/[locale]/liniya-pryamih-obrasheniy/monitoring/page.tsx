import { setRequestLocale } from 'next-intl/server';
import { RoutePage, routeMetadata, pageLocale, type LocaleParams } from '@/components/page/route-page';
import { MonitoringPage } from '@/features/monitoring/components/monitoring-page';

export const generateMetadata = routeMetadata('directLineMonitoring');

/** Public response-time monitoring: the last 90 days and month by month, from the records. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <RoutePage routeKey="directLineMonitoring" locale={locale}>
      <MonitoringPage locale={locale} />
    </RoutePage>
  );
}
