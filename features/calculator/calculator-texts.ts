import type { Messages } from 'next-intl';
import { localePath } from '@/i18n/locale-path';
import type { Translate } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';
import type { CalculatorDictionaries } from './types';

type CalculatorMessages = Messages['calculator'];

/**
 * The calculator's texts, translated before they reach the browser so the page loads no next-intl client: plain
 * labels, «N activities found» and «N matching support measures» for every count the page can show (0 to the size of
 * its dictionary), and the reasons as templates whose `{value}` and `{amount}` the browser fills in (ICU's quoting is
 * already resolved here).
 */
export type CalculatorTexts = {
  locale: Locale;
  form: Omit<CalculatorMessages['form'], 'okvedCount'> & { okvedCount: Record<number, string> };
  results: Omit<CalculatorMessages['results'], 'title'> & { title: Record<number, string>; directLineHref: string };
  reasons: CalculatorMessages['reasons'];
};

const upTo = (max: number) => Array.from({ length: max + 1 }, (_, count) => count);

/** The texts from a translator of the `calculator` namespace and the plain messages of the same language. */
export function calculatorTextsFrom(
  t: Translate,
  messages: CalculatorMessages,
  dictionaries: Pick<CalculatorDictionaries, 'okved' | 'measures'>,
  locale: Locale,
): CalculatorTexts {
  const placeholders = { value: '{value}', amount: '{amount}' };
  const template = (key: string) => t(`reasons.${key}`, placeholders);
  return {
    locale,
    form: { ...messages.form, okvedCount: Object.fromEntries(upTo(dictionaries.okved.length).map((count) => [count, t('form.okvedCount', { count })])) },
    results: {
      ...messages.results,
      title: Object.fromEntries(upTo(dictionaries.measures.length).map((count) => [count, t('results.title', { count })])),
      directLineHref: localePath(routePath('directLine'), locale),
    },
    reasons: {
      investment: { listed: template('investment.listed'), amount: template('investment.amount'), any: messages.reasons.investment.any },
      okved: { listed: template('okved.listed'), any: messages.reasons.okved.any },
      msp: messages.reasons.msp,
      supportType: { listed: template('supportType.listed'), any: messages.reasons.supportType.any },
    },
  };
}
