import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { calculatorTextsFrom, type CalculatorTexts } from '../calculator-texts';
import type { CalculatorDictionaries } from '../types';

/** The calculator's texts in the page's language, for the page to pass to its island. */
export async function readCalculatorTexts(dictionaries: CalculatorDictionaries, locale: Locale): Promise<CalculatorTexts> {
  const { t, messages } = await getTranslator(locale, 'calculator');
  return calculatorTextsFrom(t, messages, dictionaries, locale);
}
