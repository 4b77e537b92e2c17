import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { readMapData } from '@/features/invest-map/api/read-map-data';
import { InvestMap, InvestMapShell } from '@/features/invest-map/components/invest-map';
import { WithMessages } from '@/components/i18n/with-messages';
import { MatchingLink } from '@/features/site-selection/components/matching-link';

export const generateMetadata = routeMetadata('investMap');

/** The investment map: objects rendered on the server, the filters read from the URL on the client (ADR 020). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const [data, t] = await Promise.all([readMapData(locale), getTranslations({ locale, namespace: 'investMap' })]);
  return (
    <RoutePage routeKey="investMap" locale={locale}>
      <p className="page-lead">{t('intro')}</p>
      <MatchingLink />
      <WithMessages namespaces={['investMap']}>
        <Suspense fallback={<InvestMapShell data={data} />}>
          <InvestMap data={data} />
        </Suspense>
      </WithMessages>
    </RoutePage>
  );
}
