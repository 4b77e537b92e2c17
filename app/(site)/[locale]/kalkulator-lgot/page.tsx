import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { readCalculatorDictionaries } from '@/features/calculator/api/read-dictionaries';
import { Calculator, CalculatorShell } from '@/features/calculator/components/calculator';
import { WithMessages } from '@/components/i18n/with-messages';

export const generateMetadata = routeMetadata('calculator');

/** The benefits calculator: dictionaries rendered on the server, the inputs read from the URL on the client. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const [dictionaries, t] = await Promise.all([readCalculatorDictionaries(locale), getTranslations({ locale, namespace: 'calculator' })]);
  return (
    <RoutePage routeKey="calculator" locale={locale}>
      <p className="page-lead">{t('intro')}</p>
      <WithMessages namespaces={['calculator']}>
        <Suspense fallback={<CalculatorShell dictionaries={dictionaries} />}>
          <Calculator dictionaries={dictionaries} />
        </Suspense>
      </WithMessages>
    </RoutePage>
  );
}
