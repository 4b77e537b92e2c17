import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams, pageLocale } from '@/components/page/route-page';
import { readCalculatorDictionaries } from '@/features/calculator/api/read-dictionaries';
import { readCalculatorTexts } from '@/features/calculator/api/read-texts';
import { Calculator, CalculatorShell } from '@/features/calculator/components/calculator';

export const generateMetadata = routeMetadata('calculator');

/** The benefits calculator: dictionaries and texts rendered on the server, the inputs read from the URL on the client. */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  const [dictionaries, t] = await Promise.all([readCalculatorDictionaries(locale), getTranslations({ locale, namespace: 'calculator' })]);
  const texts = await readCalculatorTexts(dictionaries, locale);
  return (
    <RoutePage routeKey="calculator" locale={locale}>
      <p className="page-lead">{t('intro')}</p>
      <Suspense fallback={<CalculatorShell dictionaries={dictionaries} texts={texts} />}>
        <Calculator dictionaries={dictionaries} texts={texts} />
      </Suspense>
    </RoutePage>
  );
}
