import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { readMapData } from '@/features/invest-map/api/read-map-data';
import { readInvestMapTexts } from '@/features/invest-map/api/read-texts';
import { InvestMap, InvestMapShell } from '@/features/invest-map/components/invest-map';
import { MatchingLink } from '@/features/site-selection/components/matching-link';

export const generateMetadata = routeMetadata('investMap');

/** The investment map: objects rendered on the server, the filters read from the URL on the client (ADR 020). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const [data, t] = await Promise.all([readMapData(locale), getTranslations({ locale, namespace: 'investMap' })]);
  const texts = await readInvestMapTexts(data.items.length, locale);
  return (
    <RoutePage routeKey="investMap" locale={locale}>
      <p className="page-lead">{t('intro')}</p>
      <MatchingLink />
      <Suspense fallback={<InvestMapShell data={data} texts={texts} />}>
        <InvestMap data={data} texts={texts} />
      </Suspense>
    </RoutePage>
  );
}
