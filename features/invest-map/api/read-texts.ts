import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { investMapTextsFrom, type InvestMapTexts } from '../map-texts';

/** The map island's texts in the page's language for a map of `total` objects. */
export async function readInvestMapTexts(total: number, locale: Locale): Promise<InvestMapTexts> {
  const { t, messages } = await getTranslator(locale, 'investMap');
  return investMapTextsFrom(t, messages, total, locale);
}
